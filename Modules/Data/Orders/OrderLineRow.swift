import ShopDomain

/// A row of the `order_lines` table. A DTO: it never leaves Data.
struct OrderLineRow: Equatable {
  static let columns = "sku, name, unit_price_minor, quantity"

  let sku: String
  let name: String
  let unitPriceMinor: Int
  let quantity: Int

  init(_ line: OrderLine) {
    sku = line.sku.value
    name = line.name
    unitPriceMinor = line.unitPrice.minorUnits
    quantity = line.quantity
  }

  init(_ statement: SQLiteStatement) throws(SQLiteError) {
    sku = try statement.text(0)
    name = try statement.text(1)
    unitPriceMinor = try statement.int(2)
    quantity = try statement.int(3)
  }
}
