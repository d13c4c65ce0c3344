import ShopDomain

/// The authenticator of a shop without passwords: it accepts any valid email, because there is
/// nothing to check it against, and creates the customer on first sign-in. No password by
/// design: the lesson is the port, not a credential check. On a database several people share
/// (PostgreSQL), anyone may therefore sign in as any customer.
///
/// A shop for more than one person puts a real check behind the same `Authenticator` port. Two clients
/// signing the same new customer in at once make one row: the second insert does nothing, and
/// both read the first one's date.
public struct LocalAuthenticator: Authenticator {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func authenticate(_ email: Email, at now: Timestamp) async throws(AccountError) -> Customer
  {
    // `now` is when a first sign-in makes the customer, and when every sign-in starts its
    // session: a moment neither may start at is refused here, before anything is written.
    _ = try Customer(email: email, since: now)
    do throws(StorageError) {
      let createdAt = try database.write { connection in
        try connection.run(
          "INSERT INTO customers (email, created_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
          [.text(email.value), .integer(now.millisecondsSince1970)])
        return try connection.rows(
          "SELECT created_at FROM customers WHERE email = ?1", [.text(email.value)]
        ) { row in try row.int(0) }
      }
      return try Customer.fromStoredFields(
        email: email, createdAtMillisecondsSince1970: Int64(createdAt.first ?? 0))
    } catch {
      throw .storage(error)
    }
  }
}
