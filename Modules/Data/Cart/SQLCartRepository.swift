import ShopDomain

/// Carts, in the `carts` and `cart_lines` tables: each customer's, and each token's guest cart,
/// its lines in the order first added (`position`). A change is read, applied and written in one
/// write transaction, after its token's session and, for a customer's cart, the customer are
/// held (`SQLSessionRepository`): two processes changing one cart take turns, and every line lands.
public struct SQLCartRepository: CartRepository {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func cart(for owner: CartOwner) async throws(StorageError) -> Cart {
    try database.snapshot { connection in try Self.cart(of: owner, in: connection) }
  }

  public func updateCurrent(
    for token: SessionToken, at _: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) async throws(CartError) -> Cart {
    try database.write(refusing: CartError.self, storage: CartError.storage) { connection in
      try SQLSessionRepository.hold(token, in: connection)
      let session = try SQLSessionRepository.current(token, in: connection)
      if let session { try SQLSessionRepository.hold(session.customer, in: connection) }
      let owner = CartOwner.current(for: session, token: token)
      var cart = try Self.cart(of: owner, in: connection)
      try change(&cart)
      try Self.store(cart, for: owner, in: connection)
      return cart
    }
  }

  public func save(_ carts: [CartOwner: Cart]) async throws(StorageError) {
    try database.write { connection in
      // Held in one order, so two saves never wait on each other's customers.
      for case .customer(let customer) in carts.keys.sorted(by: { $0.key < $1.key }) {
        try SQLSessionRepository.hold(customer, in: connection)
      }
      for (owner, cart) in carts {
        try Self.store(cart, for: owner, in: connection)
      }
    }
  }

  /// The stored cart of `owner`: its promotion code and its lines, checked by Domain's rules.
  static func cart(of owner: CartOwner, in connection: SQLConnection) throws -> Cart {
    let codes = try connection.rows(
      "SELECT promotion_code FROM carts WHERE owner = ?1", [.text(owner.key)]
    ) { row in try row.optionalText(0) }
    let lines = try connection.rows(
      "SELECT sku, quantity FROM cart_lines WHERE owner = ?1 ORDER BY position", [.text(owner.key)]
    ) { row in (sku: try row.text(0), quantity: try row.int(1)) }
    return try Cart.fromStoredFields(lines: lines, promotionCode: codes.first ?? nil)
  }

  /// Replaces the stored cart of `owner` (its lines go with its row); a cart that keeps nothing
  /// (`Cart.keepsNothing`) leaves no row.
  static func store(_ cart: Cart, for owner: CartOwner, in connection: SQLConnection) throws {
    try connection.run("DELETE FROM carts WHERE owner = ?1", [.text(owner.key)])
    guard !cart.keepsNothing else { return }
    try connection.run(
      "INSERT INTO carts (owner, promotion_code) VALUES (?1, ?2)",
      [.text(owner.key), SQLValue(cart.promotionCode?.value)])
    for (position, line) in cart.lines.enumerated() {
      try connection.run(
        "INSERT INTO cart_lines (owner, position, sku, quantity) VALUES (?1, ?2, ?3, ?4)",
        [.text(owner.key), SQLValue(position), .text(line.sku.value), SQLValue(line.quantity)])
    }
  }
}
