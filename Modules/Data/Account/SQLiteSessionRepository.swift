import ShopDomain

/// The current session, kept in the one-row `session` table so it survives between commands.
/// Signing in writes the carts too, in the same transaction as the session.
public struct SQLiteSessionRepository: SessionRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func current() async throws(StorageError) -> Session? {
    try database.read { connection in try Self.current(in: connection) }
  }

  /// The stored session, read inside a transaction that is already open.
  static func current(in connection: SQLiteConnection) throws -> Session? {
    let rows = try connection.statement("SELECT email, started_at FROM session WHERE id = 1").rows {
      row in
      (row.text(0), row.int(1))
    }
    guard let (email, startedAt) = rows.first else { return nil }
    return try Session.fromStoredFields(
      customer: email, startedAtMillisecondsSince1970: Int64(startedAt))
  }

  public func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    try database.write { connection in
      let customer = CartOwner.customer(session.customer)
      let guestCart = try SQLiteCartRepository.cart(of: .guest, in: connection)
      let move = GuestCartMove(
        guest: guestCart,
        customer: try SQLiteCartRepository.cart(of: customer, in: connection),
        stock: try Self.stock(of: guestCart, in: connection))
      if !guestCart.isEmpty {
        try SQLiteCartRepository.store(merge(move), for: customer, in: connection)
        try SQLiteCartRepository.store(Cart(), for: .guest, in: connection)
      }
      try connection.statement(
        "INSERT OR REPLACE INTO session (id, email, started_at) VALUES (1, ?1, ?2)"
      )
      .run([.text(session.customer.value), .integer(session.startedAt.millisecondsSince1970)])
      return move
    }
  }

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

  public func end() async throws(StorageError) {
    try database.write { connection in
      try connection.statement("DELETE FROM session").run()
    }
  }
}
