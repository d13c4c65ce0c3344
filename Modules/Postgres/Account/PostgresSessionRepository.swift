import ShopDomain

/// The current session, kept in the `session` table's one row (`email` NULL while nobody is
/// signed in). Signing in writes the carts too, in the same transaction, after locking that row:
/// every cart change locks it first as well, so none of them slips between the sign-in's read of
/// the guest's cart and its write.
public struct PostgresSessionRepository: SessionRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func current() async throws(StorageError) -> Session? {
    try await database.read { connection in
      try Self.session(
        from: connection.rows("SELECT email, started_at FROM session WHERE id = 1", [], Self.read))
    }
  }

  /// The stored session, its row locked until the transaction that is already open ends: the
  /// one lock cart changes, sign-ins, sign-outs and order placements queue on.
  static func lockedSession(in connection: PostgresConnection) throws -> Session? {
    try session(
      from: connection.rows(
        "SELECT email, started_at FROM session WHERE id = 1 FOR UPDATE", [], read))
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

  public func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    try await database.write { connection in
      _ = try Self.lockedSession(in: connection)
      let customer = CartOwner.customer(session.customer)
      let guestCart = try PostgresCartRepository.cart(of: .guest, in: connection)
      let move = GuestCartMove(
        guest: guestCart,
        customer: try PostgresCartRepository.cart(of: customer, in: connection),
        stock: try Self.stock(of: guestCart, in: connection))
      if !guestCart.isEmpty {
        try PostgresCartRepository.store(merge(move), for: customer, in: connection)
        try PostgresCartRepository.store(Cart(), for: .guest, in: connection)
      }
      try connection.run(
        "UPDATE session SET email = $1, started_at = $2 WHERE id = 1",
        [.text(session.customer.value), .integer(session.startedAt.millisecondsSince1970)])
      return move
    }
  }

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

  public func end() async throws(StorageError) {
    try await database.write { connection in
      try connection.run("UPDATE session SET email = NULL, started_at = NULL WHERE id = 1")
    }
  }
}
