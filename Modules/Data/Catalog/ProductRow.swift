import ShopDomain

/// A row of the `products` table, field for field. A DTO: it never leaves Data. A read turns
/// the row into its `Product` (checking every invariant again, since a file can be edited by
/// hand); a sync compares the stored row with the one it would write.
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

  /// Reads the columns in the order of `columns`, to compare with a row about to be written.
  init(_ statement: SQLiteStatement) {
    sku = statement.text(0)
    name = statement.text(1)
    description = statement.text(2)
    category = statement.text(3)
    priceMinor = statement.int(4)
    currency = statement.text(5)
    stock = statement.int(6)
  }

  /// Reads the row under `statement` straight into its Product, checked by the Product's own
  /// rules: no row value in between to fill and free. A row that breaks a rule means the file
  /// was damaged, which the read reports as a storage failure naming the product and the field.
  static func product(_ statement: SQLiteStatement) throws(SQLiteError) -> Product {
    let sku = statement.text(0)
    let name = statement.text(1)
    let description = statement.text(2)
    let category = statement.text(3)
    let price = statement.int(4)
    let currency = statement.text(5)
    let stock = statement.int(6)
    do throws(ProductError) {
      return try Product.fromFields(
        sku: sku, name: name, description: description, category: category,
        priceMinorUnits: price, currencyCode: currency, stock: stock)
    } catch {
      throw .invalidRow(
        "product \(TypedText.shown(sku)) in the database is invalid (\(error.field): \(error.reason))"
      )
    }
  }

  /// The values of an INSERT, folded keys included, in the order of `SQLiteProductRepository`'s SQL.
  /// `searchText` is `product.searchText`, folded once by the caller, which indexes it too.
  func insertValues(for product: Product, searchText: FoldedText) -> [SQLiteValue] {
    [
      .text(sku), .text(name), .text(description), .text(category), SQLiteValue(priceMinor),
      .text(currency),
      SQLiteValue(stock), .text(product.nameKey.value), .text(product.category.key.value),
      .text(searchText.value),
    ]
  }
}
