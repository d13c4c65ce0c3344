import ShopDomain

/// A row of the `products` table, field for field. A DTO: it never leaves Data; repositories
/// turn it into a `Product` (checking every invariant again, since a file can be edited by hand).
struct ProductRow: Equatable {
  static let columns = "sku, name, description, category, price_minor, currency, stock"

  let sku: String
  let name: String
  let description: String
  let category: String
  let priceMinor: Int
  let currency: String
  let stock: Int

  init(_ product: Product) {
    sku = product.sku.value
    name = product.name
    description = product.description
    category = product.category.name
    priceMinor = product.price.minorUnits
    currency = product.price.currency.code
    stock = product.stock
  }

  /// Reads the columns in the order of `columns`.
  init(_ statement: SQLiteStatement) throws(SQLiteError) {
    sku = try statement.text(0)
    name = try statement.text(1)
    description = try statement.text(2)
    category = try statement.text(3)
    priceMinor = try statement.int(4)
    currency = try statement.text(5)
    stock = try statement.int(6)
  }

  func product() throws(ProductError) -> Product {
    try Product.fromFields(
      sku: sku,
      name: name,
      description: description,
      category: category,
      priceMinorUnits: priceMinor,
      currencyCode: currency,
      stock: stock
    )
  }

  /// The values of an INSERT, folded keys included, in the order of `SQLiteProductRepository`'s SQL.
  func insertValues(for product: Product) -> [SQLiteValue] {
    [
      .text(sku), .text(name), .text(description), .text(category), SQLiteValue(priceMinor),
      .text(currency),
      SQLiteValue(stock), .text(product.nameKey.value), .text(product.category.key.value),
      .text(product.searchText.value),
    ]
  }
}
