import ShopDomain

/// Carts, in the `carts` and `cart_lines` tables. A line's `position` keeps the order in which
/// products were first added, which is the order the cart is shown in.
public struct SQLiteCartRepository: CartRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func cart(for owner: CartOwner) async throws(StorageError) -> Cart {
    let (codes, rows) = try await database.read { connection in
      let codes = try connection.statement("SELECT promotion_code FROM carts WHERE owner = ?1")
        .rows([.text(owner.key)]) { row throws(SQLiteError) in try row.optionalText(0) }
      let lines = try connection.statement(
        "SELECT sku, quantity FROM cart_lines WHERE owner = ?1 ORDER BY position"
      )
      .rows([.text(owner.key)]) { row throws(SQLiteError) in try CartLineRow(row) }
      return (codes, lines)
    }
    var lines: [CartLine] = []
    for row in rows {
      lines.append(try row.line())
    }
    return Cart(lines: lines, promotionCode: try Self.promotionCode(codes.first ?? nil))
  }

  public func save(_ carts: [CartOwner: Cart]) async throws(StorageError) {
    try await database.write { connection in
      for (owner, cart) in carts {
        try connection.statement("DELETE FROM cart_lines WHERE owner = ?1").run([.text(owner.key)])
        try connection.statement("DELETE FROM carts WHERE owner = ?1").run([.text(owner.key)])
        guard !cart.isEmpty || cart.promotionCode != nil else { continue }
        try connection.statement("INSERT INTO carts (owner, promotion_code) VALUES (?1, ?2)")
          .run([.text(owner.key), SQLiteValue(cart.promotionCode?.value)])
        let insert = try connection.statement(
          "INSERT INTO cart_lines (owner, position, sku, quantity) VALUES (?1, ?2, ?3, ?4)")
        for (position, line) in cart.lines.enumerated() {
          try insert.run([
            .text(owner.key), SQLiteValue(position), .text(line.sku.value),
            SQLiteValue(line.quantity),
          ])
        }
      }
    }
  }

  private static func promotionCode(_ stored: String?) throws(StorageError) -> PromotionCode? {
    guard let stored else { return nil }
    do throws(PromotionError) {
      return try PromotionCode(stored)
    } catch {
      throw StorageError(
        reason: "a cart in the database has an invalid promotion code \"\(stored)\"")
    }
  }
}
