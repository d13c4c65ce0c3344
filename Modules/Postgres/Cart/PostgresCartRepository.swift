import ShopDomain

/// Carts, in the `carts` and `cart_lines` tables on PostgreSQL; a line's `position` keeps the
/// order in which products were first added.
///
/// A change locks its token's row first (`PostgresSessionRepository.use`), and a customer's row
/// when the cart is theirs, then reads, applies and writes the cart in the same transaction: ten
/// terminals adding to one cart wait for each other, and every line lands.
public struct PostgresCartRepository: CartRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func cart(for owner: CartOwner) async throws(StorageError) -> Cart {
    try database.snapshot { connection in try Self.cart(of: owner, in: connection) }
  }

  /// The token counts as used by the server's clock, not at the terminal's `now`
  /// (`PostgresSessionRepository.use` says why).
  public func updateCurrent(
    for token: SessionToken, at _: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) async throws(CartError) -> Cart {
    return try database.write(refusing: CartError.self, storage: CartError.storage) {
      connection in
      try PostgresSessionRepository.use(token, in: connection)
      let session = try PostgresSessionRepository.current(token, in: connection)
      if let session { try PostgresSessionRepository.lock(session.customer, in: connection) }
      let owner = CartOwner.current(for: session, token: token)
      var cart = try Self.cart(of: owner, in: connection)
      try change(&cart)
      try Self.store(cart, for: owner, in: connection)
      return cart
    }
  }

  public func save(_ carts: [CartOwner: Cart]) async throws(StorageError) {
    try database.write { connection in
      for case .customer(let customer) in carts.keys.sorted(by: { $0.key < $1.key }) {
        try PostgresSessionRepository.lock(customer, in: connection)
      }
      for (owner, cart) in carts {
        try Self.store(cart, for: owner, in: connection)
      }
    }
  }

  /// The stored cart of `owner`: its promotion code and its lines, checked by Domain's rules.
  static func cart(of owner: CartOwner, in connection: PostgresConnection) throws -> Cart {
    let codes = try connection.rows(
      "SELECT promotion_code FROM carts WHERE owner = $1", [.text(owner.key)]
    ) { row throws(PostgresError) in row.optionalText(0) }
    let lines = try connection.rows(
      "SELECT sku, quantity FROM cart_lines WHERE owner = $1 ORDER BY position", [.text(owner.key)]
    ) { row throws(PostgresError) in (sku: try row.text(0), quantity: try row.int(1)) }
    return try Cart.fromStoredFields(lines: lines, promotionCode: codes.first ?? nil)
  }

  /// Replaces the stored cart of `owner`; an empty cart without a code leaves no row.
  static func store(_ cart: Cart, for owner: CartOwner, in connection: PostgresConnection) throws {
    try connection.run("DELETE FROM carts WHERE owner = $1", [.text(owner.key)])
    guard !cart.isEmpty || cart.promotionCode != nil else { return }
    try connection.run(
      "INSERT INTO carts (owner, promotion_code) VALUES ($1, $2)",
      [.text(owner.key), PostgresValue(cart.promotionCode?.value)])
    for (position, line) in cart.lines.enumerated() {
      try connection.run(
        "INSERT INTO cart_lines (owner, position, sku, quantity) VALUES ($1, $2, $3, $4)",
        [
          .text(owner.key), PostgresValue(position), .text(line.sku.value),
          PostgresValue(line.quantity),
        ])
    }
  }
}
