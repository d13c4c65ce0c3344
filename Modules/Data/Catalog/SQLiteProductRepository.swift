import ShopDomain

/// The catalog, stored in the `products` table.
///
/// Pages are keyset pages (`Keyset`) in the order of a name or a price, then the SKU, each served
/// by its index. Every value is bound; the SQL text only varies by which filters are present.
public struct SQLiteProductRepository: ProductRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func page(_ query: ProductQuery) async throws(StorageError) -> Page<Product, SKU> {
    let (sql, values) = Self.pageSQL(for: query)
    // Each row becomes its Product as it is read: no array of rows in between to fill and free.
    let products = try database.read { connection in
      try connection.statement(sql).rows(values, ProductRow.product)
    }
    return Page(readingOnePast: products, size: query.size, cursor: \.sku)
  }

  public func categories() async throws(StorageError) -> [ProductCategory] {
    let names = try database.read { connection in
      // One spelling per folded name: the smallest, so the choice is the same on every read.
      try connection.texts(
        "SELECT min(category) FROM products GROUP BY category_key ORDER BY category_key")
    }
    return try ProductCategory.fromStoredNames(names)
  }

  public func product(_ sku: SKU) async throws(StorageError) -> Product? {
    try database.read { connection in
      try connection.statement(Self.productSQL).rows([.text(sku.value)], ProductRow.product)
    }.first
  }

  public func save(_ products: [Product]) async throws(StorageError) -> SaveSummary {
    try SQLiteCatalogWriter.save(products, in: database) { writer, product in
      try writer.save(product)
    }
  }

  /// Built once: a lookup is a few microseconds, and building its text again each time is a
  /// measurable part of them.
  private static let productSQL = "SELECT \(ProductRow.columns) FROM products WHERE sku = ?1"

  /// The SQL and bound values for one page, one row more than the page holds.
  static func pageSQL(for query: ProductQuery) -> (String, [SQLiteValue]) {
    let keyset = query.sort == .name ? byName : byPrice
    let limit = SQLiteValue(query.size.value + 1)
    // A page with no filter (`shop products` and its next pages) runs SQL made once, as the
    // promotions' does: making it again each time was 7% of a page of 50 in `shop-bench`.
    if query.category == nil, query.terms.words.isEmpty {
      let unfiltered = query.sort == .name ? byNameUnfiltered : byPriceUnfiltered
      guard let after = query.after else { return (unfiltered.first, [limit]) }
      return (unfiltered.next, [limit, .text(after.value)])
    }
    var conditions: [String] = []
    var values: [SQLiteValue] = []
    func bind(_ value: SQLiteValue) -> String {
      values.append(value)
      return "?\(values.count)"
    }
    if let category = query.category {
      conditions.append("category_key = \(bind(.text(category.value)))")
    }
    for word in query.terms.words {
      conditions.append(
        "search_text LIKE \(bind(.text(likePattern(containing: word.value)))) ESCAPE '\\'")
    }
    let after = query.after.map { bind(.text($0.value)) }
    let sql = keyset.sql(where: conditions, after: after, limit: bind(limit))
    return (sql, values)
  }

  private static let byName = Keyset(
    table: "products", columns: ProductRow.columns, order: ["name_key", "sku"])
  private static let byPrice = Keyset(
    table: "products", columns: ProductRow.columns, order: ["price_minor", "sku"])
  private static let byNameUnfiltered = (
    first: byName.sql(after: nil, limit: "?1"), next: byName.sql(after: "?2", limit: "?1")
  )
  private static let byPriceUnfiltered = (
    first: byPrice.sql(after: nil, limit: "?1"), next: byPrice.sql(after: "?2", limit: "?1")
  )

  /// `%word%`, with LIKE's own wildcards escaped so `50%` searches for the text "50%".
  private static func likePattern(containing word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
