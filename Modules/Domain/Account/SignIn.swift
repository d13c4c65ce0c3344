/// Signs a customer in by email: the authenticator says who they are (creating the customer on
/// first sign-in), the guest's cart moves into theirs with quantities added and capped by the
/// cart rules, and a session starts.
public struct SignIn: Sendable {
  private let authenticator: any Authenticator
  private let sessions: any SessionRepository
  private let carts: any CartRepository
  private let products: any ProductRepository
  private let clock: any Clock

  public init(
    authenticator: any Authenticator,
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    clock: any Clock
  ) {
    self.authenticator = authenticator
    self.sessions = sessions
    self.carts = carts
    self.products = products
    self.clock = clock
  }

  public func callAsFunction(_ email: Email) async throws(AccountError) -> SignInOutcome {
    let now = clock.now()
    let customer = try await authenticator.authenticate(email, at: now)
    let session = Session(customer: customer.email, startedAt: now)
    do {
      let (merged, capped) = try await mergeGuestCart(into: customer.email)
      try await sessions.start(session)
      return SignInOutcome(session: session, mergedLines: merged, cappedSKUs: capped)
    } catch {
      throw .storage(error)
    }
  }

  /// Moves the guest's lines into the customer's cart and empties the guest's, in one save.
  private func mergeGuestCart(into email: Email) async throws(StorageError) -> (Int, [SKU]) {
    let guest = try await carts.cart(for: .guest)
    guard !guest.isEmpty else { return (0, []) }
    let owner = CartOwner.customer(email)
    let existing = try await carts.cart(for: owner)
    var stock: [SKU: Int] = [:]
    for line in guest.lines {
      stock[line.sku] = try await products.product(line.sku)?.stock ?? 0
    }
    let merged = existing.merging(guest, stock: stock)
    try await carts.save([owner: merged, .guest: Cart()])
    let capped = guest.lines.filter { line in
      merged.quantity(of: line.sku) < existing.quantity(of: line.sku) + line.quantity
    }
    return (guest.lines.count, capped.map(\.sku))
  }
}
