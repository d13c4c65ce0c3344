import ShopDomain

/// Signing in and out, and who is signed in: what the account's commands run. Signing in moves
/// the guest cart into the customer's in the same transaction as the session.
extension SQLSessionRepository {
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
      if move.hasAnythingToMove {
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
