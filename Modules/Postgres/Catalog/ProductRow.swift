import ShopDomain

/// A row of the `products` table, field for field. A DTO: it never leaves this module; the
/// repositories turn it into a `Product`, checking every invariant again, as SQLite's do.
struct ProductRow: Equatable, Sendable {
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
  init(_ row: PostgresRow) throws(PostgresError) {
    sku = try row.text(0)
    name = try row.text(1)
    description = try row.text(2)
    category = try row.text(3)
    priceMinor = try row.int(4)
    currency = try row.text(5)
    stock = try row.int(6)
  }

  /// The row as a Product, by the Product's own rules; a row that breaks one was damaged, which
  /// the read reports as a storage failure naming the product and the field.
  func product() throws(PostgresError) -> Product {
    do throws(ProductError) {
      return try Product.fromFields(
        sku: sku, name: name, description: description, category: category,
        priceMinorUnits: priceMinor, currencyCode: currency, stock: stock)
    } catch {
      throw .invalidRow(
        "product \(TypedText.shown(sku)) in the database is invalid (\(error.field): \(error.reason))"
      )
    }
  }

  /// The values of an INSERT, folded keys included, in the order of the writer's SQL.
  func insertValues(for product: Product) -> [PostgresValue] {
    [
      .text(sku), .text(name), .text(description), .text(category), PostgresValue(priceMinor),
      .text(currency), PostgresValue(stock), .text(product.nameKey.value),
      .text(product.category.key.value), .text(product.searchText.value),
    ]
  }
}
