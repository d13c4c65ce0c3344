import ShopDomain

/// The product's columns of a row of the `products` table (its folded keys are the search
/// entry's, `ProductSearchEntry`). A DTO: it never leaves Data. A save compares
/// the stored row with the one it would write; a read builds the `Product` straight from the
/// row's columns (`product(_:)`), checking every invariant again, since a file can be edited by
/// hand and a server written by another client.
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
  init(_ row: any SQLRow) throws {
    sku = try row.text(0)
    name = try row.text(1)
    description = try row.text(2)
    category = try row.text(3)
    priceMinor = try row.int(4)
    currency = try row.text(5)
    stock = try row.int(6)
  }

  /// The product a row of `columns` holds, by the Product's own rules: a row that breaks one was
  /// damaged, which the read reports as a storage failure naming the product and the field. The
  /// columns go straight into the product, with no `ProductRow` between to fill and free: a
  /// page of 50 products was 10% slower through one (`shop-bench`).
  static func product(_ row: any SQLRow) throws -> Product {
    let sku = try row.text(0)
    let name = try row.text(1)
    let description = try row.text(2)
    let category = try row.text(3)
    let price = try row.int(4)
    let currency = try row.text(5)
    let stock = try row.int(6)
    do throws(ProductError) {
      return try Product.fromFields(
        sku: sku, name: name, description: description, category: category,
        priceMinorUnits: price, currencyCode: currency, stock: stock)
    } catch {
      throw StorageError(
        reason:
          "product \(TypedText.shown(sku)) in the database is invalid (\(error.field): \(error.reason))",
        problem: .damaged)
    }
  }

  /// The values of an INSERT, folded keys included, in the order of the catalog writer's SQL;
  /// `entry` holds the product's keys and search text, folded once by the caller.
  func insertValues(_ entry: ProductSearchEntry) -> [SQLValue] {
    [
      .text(sku), .text(name), .text(description), .text(category), SQLValue(priceMinor),
      .text(currency), SQLValue(stock), .text(entry.nameKey), .text(entry.categoryKey),
      .text(entry.searchText),
    ]
  }
}
