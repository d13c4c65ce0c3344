import ShopDomain

/// Carts, in the `carts` and `cart_lines` tables: each customer's, and each token's guest cart. A line's `position` keeps the order in which
/// products were first added, which is the order the cart is shown in. A change is read, applied
/// and written in one `BEGIN IMMEDIATE` transaction, so two `shop` processes adding to the same
/// cart both land.
public struct SQLiteCartRepository: CartRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func cart(for owner: CartOwner) async throws(StorageError) -> Cart {
    try database.snapshot { connection in try Self.cart(of: owner, in: connection) }
  }

  public func updateCurrent(
    for token: SessionToken, at now: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) async throws(CartError) -> Cart {
    return try database.write(refusing: CartError.self, storage: CartError.storage) { connection in
      try SQLiteSessionRepository.use(token, at: now, in: connection)
      let session = try SQLiteSessionRepository.current(token, in: connection)
      let owner = CartOwner.current(for: session, token: token)
      var cart = try Self.cart(of: owner, in: connection)
      try change(&cart)
      try Self.store(cart, for: owner, in: connection)
      return cart
    }
  }

  public func save(_ carts: [CartOwner: Cart]) async throws(StorageError) {
    try database.write { connection in
      for (owner, cart) in carts {
        try Self.store(cart, for: owner, in: connection)
      }
    }
  }

  /// The stored cart of `owner`: its promotion code and its lines, checked by Domain's rules.
  /// Two statements, so it is read inside a transaction (a write's, or a `snapshot`).
  static func cart(of owner: CartOwner, in connection: SQLiteConnection) throws -> Cart {
    let codes = try connection.statement("SELECT promotion_code FROM carts WHERE owner = ?1")
      .rows([.text(owner.key)]) { row in row.optionalText(0) }
    let lines = try connection.statement(
      "SELECT sku, quantity FROM cart_lines WHERE owner = ?1 ORDER BY position"
    )
    .rows([.text(owner.key)]) { row in (sku: row.text(0), quantity: row.int(1)) }
    return try Cart.fromStoredFields(lines: lines, promotionCode: codes.first ?? nil)
  }

  static func store(_ cart: Cart, for owner: CartOwner, in connection: SQLiteConnection)
    throws
  {
    try connection.statement("DELETE FROM cart_lines WHERE owner = ?1").run([.text(owner.key)])
    try connection.statement("DELETE FROM carts WHERE owner = ?1").run([.text(owner.key)])
    guard !cart.isEmpty || cart.promotionCode != nil else { return }
    try connection.statement("INSERT INTO carts (owner, promotion_code) VALUES (?1, ?2)")
      .run([.text(owner.key), SQLiteValue(cart.promotionCode?.value)])
    let insert = try connection.statement(
      "INSERT INTO cart_lines (owner, position, sku, quantity) VALUES (?1, ?2, ?3, ?4)")
    for (position, line) in cart.lines.enumerated() {
      try insert.run([
        .text(owner.key), SQLiteValue(position), .text(line.sku.value), SQLiteValue(line.quantity),
      ])
    }
  }
}
