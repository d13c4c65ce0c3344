import CSQLite
import ShopData
import ShopDomain

/// The data the benchmark works on: generated products, written in bulk through the raw C API so
/// that building a million rows does not dominate the run (its orders are `RawOrder.fill`'s).
enum Fixtures {
  static let euro: Currency = {
    do {
      return try Currency(code: "EUR")
    } catch {
      preconditionFailure("EUR is a valid currency code")
    }
  }()

  static let customer: Email = {
    do {
      return try Email("bench@example.com")
    } catch {
      preconditionFailure("bench@example.com is a valid email")
    }
  }()

  /// Words each in a fifth of the descriptions, no two in one: common words that never meet.
  static let marks = ["alpine", "boreal", "coastal", "desert", "estuary"]

  /// `count` valid products with varied names, prices and categories.
  static func products(_ count: Int) -> [Product] {
    (0..<count).compactMap { index in
      try? Product(
        sku: SKU("B-\(index)"),
        name: "Product \(String(index, radix: 36)) crème \(index % 97)",
        description: "A generated product for the benchmark, number \(index), \(marks[index % 5])",
        category: ProductCategory("Category \(index % 20)"),
        price: Money(minorUnits: 100 + (index * 7919) % 10_000, currency: euro),
        stock: index % 50
      )
    }
  }

  /// The same work the repository does to save a batch, through the C API: for each product,
  /// look it up by SKU, then insert it with its folded search columns, in one transaction.
  static func rawImport(_ products: [Product], into raw: RawSQLite) {
    raw.execute("BEGIN IMMEDIATE")
    let find = raw.statement("SELECT \(Workloads.productColumns) FROM products WHERE sku = ?1")
    let insert = raw.statement(
      """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
      """)
    // The search index, kept as the repository keeps it: the product numbered with its keys,
    // then the trigrams of its text, a space at each end, indexed under that number.
    let entry = raw.statement(
      "INSERT INTO search_entries (sku, name_key, price_minor, category_key) VALUES (?1, ?2, ?3, ?4)"
    )
    let index = raw.statement("INSERT INTO product_search (rowid, search_text) VALUES (?1, ?2)")
    for product in products {
      sqlite3_reset(find)
      raw.bind(find, 1, product.sku.value)
      if sqlite3_step(find) == SQLITE_ROW { continue }
      sqlite3_reset(insert)
      raw.bind(insert, 1, product.sku.value)
      raw.bind(insert, 2, product.name)
      raw.bind(insert, 3, product.description)
      raw.bind(insert, 4, product.category.name)
      sqlite3_bind_int64(insert, 5, Int64(product.price.minorUnits))
      raw.bind(insert, 6, product.price.currency.code)
      sqlite3_bind_int64(insert, 7, Int64(product.stock))
      let nameKey = FoldedText(product.name).value
      let categoryKey = FoldedText(product.category.name).value
      raw.bind(insert, 8, nameKey)
      raw.bind(insert, 9, categoryKey)
      let searchText = FoldedText(product.name + " " + product.description).value
      raw.bind(insert, 10, searchText)
      sqlite3_step(insert)
      sqlite3_reset(entry)
      raw.bind(entry, 1, product.sku.value)
      raw.bind(entry, 2, nameKey)
      sqlite3_bind_int64(entry, 3, Int64(product.price.minorUnits))
      raw.bind(entry, 4, categoryKey)
      sqlite3_step(entry)
      sqlite3_reset(index)
      sqlite3_bind_int64(index, 1, raw.lastInsertedRow)
      raw.bind(index, 2, " " + searchText + " ")
      sqlite3_step(index)
    }
    raw.execute("COMMIT")
  }
}
