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

  init(_ statement: SQLiteStatement) {
    sku = statement.text(0)
    name = statement.text(1)
    unitPriceMinor = statement.int(2)
    quantity = statement.int(3)
  }
}
