import ShopDomain

/// The catalog, in the `products` table on PostgreSQL.
///
/// The same keyset pages as on SQLite: the query continues after the cursor's own sort key,
/// found by its SKU, with a row comparison `(name_key, sku) > (…)` an index serves. Every value
/// is a parameter; the SQL text only varies by which filters are present.
public struct PostgresProductRepository: ProductRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func page(_ query: ProductQuery) async throws(StorageError) -> ProductPage {
    let (sql, values) = Self.pageSQL(for: query)
    var products = try await database.read { connection in
      try connection.rows(sql, values) { row throws(PostgresError) in
        try ProductRow(row).product()
      }
    }
    guard products.count > query.size.value else {
      return ProductPage(products: products, nextCursor: nil)
    }
    // The one row read past the page only told that a next page exists.
    products.removeLast()
    return ProductPage(products: products, nextCursor: products.last?.sku)
  }

  public func categories() async throws(StorageError) -> [ProductCategory] {
    let names = try await database.read { connection in
      // One spelling per folded name: the smallest, so the choice is the same on every read.
      try connection.rows(
        "SELECT min(category) FROM products GROUP BY category_key ORDER BY category_key"
      ) { row throws(PostgresError) in try row.text(0) }
    }
    return try ProductCategory.fromStoredNames(names)
  }

  public func product(_ sku: SKU) async throws(StorageError) -> Product? {
    try await database.read { connection in
      try connection.rows(
        "SELECT \(ProductRow.columns) FROM products WHERE sku = $1", [.text(sku.value)]
      ) { row throws(PostgresError) in try ProductRow(row).product() }
    }.first
  }

  public func save(_ products: [Product]) async throws(StorageError) -> SaveSummary {
    try await PostgresCatalogWriter.save(products, in: database) { writer, product in
      try writer.store(product)
    }
  }

  /// The SQL and parameters for one page: one more row than the page holds, to learn whether a
  /// next page exists without counting.
  static func pageSQL(for query: ProductQuery) -> (String, [PostgresValue]) {
    let sortColumn = query.sort == .name ? "name_key" : "price_minor"
    var conditions: [String] = []
    var values: [PostgresValue] = []
    func bind(_ value: PostgresValue) -> String {
      values.append(value)
      return "$\(values.count)"
    }
    if let category = query.category {
      conditions.append("category_key = \(bind(.text(category.value)))")
    }
    for word in query.terms.words {
      conditions.append(
        "search_text LIKE \(bind(.text(likePattern(containing: word.value)))) ESCAPE '!'")
    }
    if let after = query.after {
      conditions.append(
        "(\(sortColumn), sku) > (SELECT \(sortColumn), sku FROM products WHERE sku = \(bind(.text(after.value))))"
      )
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let limit = bind(PostgresValue(query.size.value + 1))
    let sql =
      "SELECT \(ProductRow.columns) FROM products \(filter) ORDER BY \(sortColumn), sku LIMIT \(limit)"
    return (sql, values)
  }

  /// `%word%`, with LIKE's own wildcards escaped so `50%` searches for the text "50%". The escape
  /// character is `!`, which a string literal takes as it is whatever `standard_conforming_strings`
  /// says (a backslash would not be).
  private static func likePattern(containing word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "!" { pattern.append("!") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
