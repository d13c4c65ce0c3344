import ShopDomain

/// Sessions, one row of `sessions` per token a front end holds: the customer signed in under it
/// (NULL while signed out) and when it was last used. Signing in writes the carts too, in the
/// same transaction as the session.
public struct SQLiteSessionRepository: SessionRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func current(_ token: SessionToken) async throws(StorageError) -> Session? {
    try database.read { connection in try Self.current(token, in: connection) }
  }

  /// The session under `token`, read inside a transaction that is already open.
  static func current(_ token: SessionToken, in connection: SQLiteConnection) throws -> Session? {
    let rows = try connection.statement(
      "SELECT email, started_at FROM sessions WHERE token = ?1 AND email IS NOT NULL"
    ).rows([.text(token.value)]) { row in (row.text(0), row.int(1)) }
    guard let (email, startedAt) = rows.first else { return nil }
    return try Session.fromStoredFields(
      customer: email, startedAtMillisecondsSince1970: Int64(startedAt))
  }

  public func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) async throws(StorageError) -> GuestCartMove {
    try database.write { connection in
      try Self.use(token, at: session.startedAt, in: connection)
      let (guest, customer) = (CartOwner.guest(token), CartOwner.customer(session.customer))
      let guestCart = try SQLiteCartRepository.cart(of: guest, in: connection)
      let move = GuestCartMove(
        guest: guestCart,
        customer: try SQLiteCartRepository.cart(of: customer, in: connection),
        stock: try Self.stock(of: guestCart, in: connection))
      if !guestCart.isEmpty {
        try SQLiteCartRepository.store(merge(move), for: customer, in: connection)
        try SQLiteCartRepository.store(Cart(), for: guest, in: connection)
      }
      try connection.statement("UPDATE sessions SET email = ?2, started_at = ?3 WHERE token = ?1")
        .run([
          .text(token.value), .text(session.customer.value),
          .integer(session.startedAt.millisecondsSince1970),
        ])
      return move
    }
  }

  public func end(_ token: SessionToken) async throws(StorageError) {
    try database.write { connection in
      try connection.statement(
        "UPDATE sessions SET email = NULL, started_at = NULL WHERE token = ?1"
      ).run([.text(token.value)])
    }
  }

  /// Marks `token` used at `now`, inside a write that is already open. A token the file did not
  /// know gets its row, and with it the shop forgets tokens unused for
  /// `Session.unusedLifetimeMilliseconds` (their guest carts too) and hands the guest cart kept
  /// from before tokens, if any, to this one: no separate job is needed for either.
  static func use(_ token: SessionToken, at now: Timestamp, in connection: SQLiteConnection)
    throws
  {
    let touched = try connection.statement(
      "UPDATE sessions SET last_used_at = max(last_used_at, ?2) WHERE token = ?1"
    )
    try touched.run([.text(token.value), .integer(now.millisecondsSince1970)])
    guard connection.changes == 0 else { return }
    try forgetUnused(before: now, in: connection)
    try connection.statement("INSERT INTO sessions (token, last_used_at) VALUES (?1, ?2)")
      .run([.text(token.value), .integer(now.millisecondsSince1970)])
    try claimGuestCartBeforeTokens(for: CartOwner.guest(token).key, in: connection)
  }

  private static func forgetUnused(before now: Timestamp, in connection: SQLiteConnection) throws {
    let cutoff = SQLiteValue.integer(
      now.millisecondsSince1970 - Session.unusedLifetimeMilliseconds)
    try connection.statement(
      """
      DELETE FROM carts WHERE owner IN
        (SELECT 'guest:' || token FROM sessions WHERE last_used_at < ?1)
      """
    ).run([cutoff])
    try connection.statement("DELETE FROM sessions WHERE last_used_at < ?1").run([cutoff])
  }

  private static func claimGuestCartBeforeTokens(for owner: String, in connection: SQLiteConnection)
    throws
  {
    let before = SQLiteValue.text(guestCartBeforeTokens)
    try connection.statement(
      "INSERT INTO carts (owner, promotion_code) SELECT ?1, promotion_code FROM carts WHERE owner = ?2"
    ).run([.text(owner), before])
    try connection.statement("UPDATE cart_lines SET owner = ?1 WHERE owner = ?2")
      .run([.text(owner), before])
    try connection.statement("DELETE FROM carts WHERE owner = ?1").run([before])
  }

  /// The owner of the one guest cart a database kept before sessions had tokens (migration 8).
  private static let guestCartBeforeTokens = "guest"

  /// The stock of each product in `cart`; 0 for one the catalog no longer has.
  private static func stock(of cart: Cart, in connection: SQLiteConnection) throws -> [SKU: Int] {
    let find = try connection.statement("SELECT stock FROM products WHERE sku = ?1")
    var stock: [SKU: Int] = [:]
    for line in cart.lines {
      stock[line.sku] =
        try find.rows([.text(line.sku.value)]) { row in row.int(0) }.first
        ?? 0
    }
    return stock
  }
}
