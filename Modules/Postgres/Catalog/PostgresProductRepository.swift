import ShopDomain

/// The catalog, in the `products` table on PostgreSQL.
///
/// The same keyset pages as on SQLite (`Keyset`), each order served by its index. Every value is
/// a parameter; the SQL text only varies by which filters are present.
public struct PostgresProductRepository: ProductRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func page(_ query: ProductQuery) async throws(StorageError) -> Page<Product, SKU> {
    let (sql, values) = Self.pageSQL(for: query)
    let products = try await database.read { connection in
      try connection.rows(sql, values) { row throws(PostgresError) in
        try ProductRow(row).product()
      }
    }
    return Page(readingOnePast: products, size: query.size, cursor: \.sku)
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

  /// The SQL and parameters for one page, one row more than the page holds.
  static func pageSQL(for query: ProductQuery) -> (String, [PostgresValue]) {
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
    let after = query.after.map { bind(.text($0.value)) }
    let keyset = query.sort == .name ? byName : byPrice
    let sql = keyset.sql(
      where: conditions, after: after, limit: bind(PostgresValue(query.size.value + 1)))
    return (sql, values)
  }

  private static let byName = Keyset(
    table: "products", columns: ProductRow.columns, order: ["name_key", "sku"])
  private static let byPrice = Keyset(
    table: "products", columns: ProductRow.columns, order: ["price_minor", "sku"])

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
