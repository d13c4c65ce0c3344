import ShopDomain

/// Accepts any valid email, as the app's local authenticator does, and remembers customers.
public actor InMemoryAuthenticator: Authenticator {
  private var customers: [Email: Customer] = [:]

  public init() {}

  public func authenticate(_ email: Email, at now: Timestamp) throws(AccountError) -> Customer {
    if let known = customers[email] { return known }
    let customer = try Customer(email: email, since: now)
    customers[email] = customer
    return customer
  }
}
