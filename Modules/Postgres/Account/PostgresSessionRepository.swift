import ShopDomain

/// Sessions, one row of `sessions` per token a front end holds (`email` NULL while signed out).
/// A cart change, a sign-in and a sign-out lock their token's row first, and whatever changes a
/// customer's cart locks the customer's row: two processes of one terminal queue, and so do two
/// terminals signed in as one customer, while different people never wait for each other.
public struct PostgresSessionRepository: SessionRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func current(_ token: SessionToken) async throws(StorageError) -> Session? {
    try database.read { connection in try Self.current(token, in: connection) }
  }

  /// The session under `token`, read alone or in a transaction whose `use` has locked its row.
  static func current(_ token: SessionToken, in connection: PostgresConnection) throws -> Session? {
    try session(
      from: connection.rows(
        "SELECT email, started_at FROM sessions WHERE token = $1", [.text(token.value)], read))
  }

  /// Locks `customer`'s row until the transaction ends: the lock every change of their cart
  /// (from any terminal) and every order placement queue on.
  static func lock(_ customer: Email, in connection: PostgresConnection) throws {
    try connection.run(
      "SELECT 1 FROM customers WHERE email = $1 FOR UPDATE", [.text(customer.value)])
  }

  private static func read(_ row: PostgresRow) throws(PostgresError) -> (String, Int)? {
    guard let email = row.optionalText(0) else { return nil }
    return (email, try row.int(1))
  }

  private static func session(from rows: [(String, Int)?]) throws -> Session? {
    guard let (email, startedAt) = rows.first ?? nil else { return nil }
    return try Session.fromStoredFields(
      customer: email, startedAtMillisecondsSince1970: Int64(startedAt))
  }

  public func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) async throws(StorageError) -> GuestCartMove {
    try database.write { connection in
      try Self.use(token, in: connection)
      try Self.lock(session.customer, in: connection)
      let (guest, customer) = (CartOwner.guest(token), CartOwner.customer(session.customer))
      let guestCart = try PostgresCartRepository.cart(of: guest, in: connection)
      let move = GuestCartMove(
        guest: guestCart,
        customer: try PostgresCartRepository.cart(of: customer, in: connection),
        stock: try Self.stock(of: guestCart, in: connection))
      if !guestCart.isEmpty {
        try PostgresCartRepository.store(merge(move), for: customer, in: connection)
        try PostgresCartRepository.store(Cart(), for: guest, in: connection)
      }
      try connection.run(
        "UPDATE sessions SET email = $2, started_at = $3 WHERE token = $1",
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
        "UPDATE sessions SET email = NULL, started_at = NULL WHERE token = $1", [.text(token.value)]
      )
    }
  }

  /// Marks `token` used now and locks its row, inside a write that is already open. A token
  /// the database did not know gets its row, and with it the shop forgets tokens unused for
  /// `Session.unusedLifetimeMilliseconds` (their guest carts too) and hands the guest cart kept
  /// from before tokens, if any, to this one: no separate job is needed for either.
  ///
  /// "Now" is the server's clock, not the terminal's: the terminals sharing a server may disagree,
  /// and one whose clock ran a month ahead would otherwise forget everyone else's sessions.
  static func use(_ token: SessionToken, in connection: PostgresConnection) throws {
    let value = PostgresValue.text(token.value)
    let touched = try connection.run(
      "UPDATE sessions SET last_used_at = GREATEST(last_used_at, \(serverNow)) WHERE token = $1",
      [value])
    guard touched == 0 else { return }
    try forgetUnused(in: connection)
    try connection.run(
      """
      INSERT INTO sessions (token, last_used_at) VALUES ($1, \(serverNow))
      ON CONFLICT (token) DO UPDATE
        SET last_used_at = GREATEST(sessions.last_used_at, excluded.last_used_at)
      """, [value])
    try claimGuestCartBeforeTokens(for: CartOwner.guest(token).key, in: connection)
  }

  /// The server's time at the start of the transaction, in milliseconds since 1970.
  private static let serverNow = "(EXTRACT(EPOCH FROM pg_catalog.now()) * 1000)::bigint"

  private static func forgetUnused(in connection: PostgresConnection) throws {
    let lifetime = PostgresValue.integer(Session.unusedLifetimeMilliseconds)
    try connection.run(
      """
      DELETE FROM carts WHERE owner IN
        (SELECT 'guest:' || token FROM sessions WHERE last_used_at < \(serverNow) - $1)
      """, [lifetime])
    try connection.run(
      "DELETE FROM sessions WHERE last_used_at < \(serverNow) - $1", [lifetime])
  }

  /// The cart of before tokens, locked first so two new tokens at once do not both take it.
  private static func claimGuestCartBeforeTokens(
    for owner: String, in connection: PostgresConnection
  ) throws {
    let before = PostgresValue.text(guestCartBeforeTokens)
    guard try connection.run("SELECT 1 FROM carts WHERE owner = $1 FOR UPDATE", [before]) > 0
    else { return }
    try connection.run(
      "INSERT INTO carts (owner, promotion_code) SELECT $1, promotion_code FROM carts WHERE owner = $2",
      [.text(owner), before])
    try connection.run(
      "UPDATE cart_lines SET owner = $1 WHERE owner = $2", [.text(owner), before])
    try connection.run("DELETE FROM carts WHERE owner = $1", [before])
  }

  /// The owner of the one guest cart a database kept before sessions had tokens (migration 7).
  private static let guestCartBeforeTokens = "guest"

  /// The stock of each product in `cart`; 0 for one the catalog no longer has.
  private static func stock(of cart: Cart, in connection: PostgresConnection) throws -> [SKU: Int] {
    var stock: [SKU: Int] = [:]
    for line in cart.lines {
      stock[line.sku] =
        try connection.rows("SELECT stock FROM products WHERE sku = $1", [.text(line.sku.value)]) {
          row throws(PostgresError) in try row.int(0)
        }.first ?? 0
    }
    return stock
  }
}
