import ShopDomain

/// Sessions, one row of `sessions` per token a front end holds: the customer signed in under it
/// (NULL while signed out) and when it last began or signed in. Signing in moves the guest cart
/// in the same transaction as the session.
///
/// Whatever changes a customer's cart (a change while signed in, a sign-in, an order) first
/// holds the customer's row, and a cart change, a sign-in or a sign-out first holds its token's:
/// where writers do not already exclude each other (PostgreSQL), two terminals of one customer
/// then queue, while different people never wait for each other.
public struct SQLSessionRepository: SessionRepository {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func current(_ token: SessionToken) async throws(StorageError) -> Session? {
    try database.read { connection in try Self.current(token, in: connection) }
  }

  public func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) async throws(StorageError) -> GuestCartMove {
    try database.write { connection in
      try Self.hold(token, in: connection)
      try Self.hold(session.customer, in: connection)
      let (guest, customer) = (CartOwner.guest(token), CartOwner.customer(session.customer))
      let guestCart = try SQLCartRepository.cart(of: guest, in: connection)
      let move = GuestCartMove(
        guest: guestCart,
        customer: try SQLCartRepository.cart(of: customer, in: connection),
        stock: try Self.stock(of: guestCart, in: connection))
      if !guestCart.isEmpty {
        try SQLCartRepository.store(merge(move), for: customer, in: connection)
        try SQLCartRepository.store(Cart(), for: guest, in: connection)
      }
      try connection.run(
        "UPDATE sessions SET email = ?2, started_at = ?3, last_used_at = \(connection.dialect.nowMilliseconds) WHERE token = ?1",
        [
          .text(token.value), .text(session.customer.value),
          .integer(session.startedAt.millisecondsSince1970),
        ])
      return move
    }
  }

  public func end(_ token: SessionToken) async throws(StorageError) {
    try database.write { connection in
      try connection.run(
        "UPDATE sessions SET email = NULL, started_at = NULL WHERE token = ?1",
        [.text(token.value)])
    }
  }

  /// The session under `token`, read alone or inside a write that has marked it used.
  static func current(_ token: SessionToken, in connection: SQLConnection) throws -> Session? {
    let rows = try connection.rows(
      "SELECT email, started_at FROM sessions WHERE token = ?1 AND email IS NOT NULL",
      [.text(token.value)]
    ) { row in (try row.text(0), try row.int(1)) }
    guard let (email, startedAt) = rows.first else { return nil }
    return try Session.fromStoredFields(
      customer: email, startedAtMillisecondsSince1970: Int64(startedAt))
  }

  /// Holds `token`'s session until the write ends: a cart change, a sign-in and a sign-out of
  /// one terminal queue on it. A token the database meets for the first time begins here, its
  /// bookkeeping done once (`begin`).
  static func hold(_ token: SessionToken, in connection: SQLConnection) throws {
    let held = try connection.rows(
      "SELECT 1 FROM sessions WHERE token = ?1" + connection.dialect.forUpdate, [.text(token.value)]
    ) { _ in true }
    if held.isEmpty { try begin(token, in: connection) }
  }

  /// Holds `customer`'s row until the write ends: the lock every change of their cart, from any
  /// terminal, and every order of theirs queue on.
  static func hold(_ customer: Email, in connection: SQLConnection) throws {
    _ = try connection.rows(
      "SELECT 1 FROM customers WHERE email = ?1" + connection.dialect.forUpdate,
      [.text(customer.value)]
    ) { _ in true }
  }

  /// The stock of each product in `cart`; 0 for one the catalog no longer has.
  private static func stock(of cart: Cart, in connection: SQLConnection) throws -> [SKU: Int] {
    var stock: [SKU: Int] = [:]
    for line in cart.lines {
      stock[line.sku] =
        try connection.rows(
          "SELECT stock FROM products WHERE sku = ?1", [.text(line.sku.value)]
        ) { row in try row.int(0) }.first ?? 0
    }
    return stock
  }
}
