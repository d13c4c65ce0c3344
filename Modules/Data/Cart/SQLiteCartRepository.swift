import ShopDomain

/// Carts, in the `carts` and `cart_lines` tables. A line's `position` keeps the order in which
/// products were first added, which is the order the cart is shown in. A change is read, applied
/// and written in one `BEGIN IMMEDIATE` transaction, so two `shop` processes adding to the same
/// cart both land.
public struct SQLiteCartRepository: CartRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func cart(for owner: CartOwner) async throws(StorageError) -> Cart {
    let rows = try database.read { connection in try Self.rows(of: owner, in: connection) }
    return try rows.cart()
  }

  public func updateCurrent(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> Cart
  {
    return try database.write(refusing: CartError.self, storage: CartError.storage) { connection in
      let owner = CartOwner.current(for: try SQLiteSessionRepository.current(in: connection))
      var cart = try Self.rows(of: owner, in: connection).cart()
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

  /// The stored rows of one cart: its promotion code and its lines.
  struct StoredCart {
    let code: String?
    let lines: [CartLineRow]

    func cart() throws(StorageError) -> Cart {
      var cartLines: [CartLine] = []
      for row in lines {
        cartLines.append(try row.line())
      }
      return Cart(lines: cartLines, promotionCode: try promotionCode())
    }

    private func promotionCode() throws(StorageError) -> PromotionCode? {
      guard let code else { return nil }
      do throws(PromotionError) {
        return try PromotionCode(code)
      } catch {
        throw StorageError(
          reason: "a cart in the database has an invalid promotion code \"\(code)\"")
      }
    }
  }

  static func rows(of owner: CartOwner, in connection: SQLiteConnection) throws
    -> StoredCart
  {
    let codes = try connection.statement("SELECT promotion_code FROM carts WHERE owner = ?1")
      .rows([.text(owner.key)]) { row in row.optionalText(0) }
    let lines = try connection.statement(
      "SELECT sku, quantity FROM cart_lines WHERE owner = ?1 ORDER BY position"
    )
    .rows([.text(owner.key)]) { row in CartLineRow(row) }
    return StoredCart(code: codes.first ?? nil, lines: lines)
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
