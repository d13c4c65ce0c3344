import ShopDomain

/// The catalog, in the `products` table on PostgreSQL.
///
/// The same keyset pages as on SQLite (`Keyset`), each order served by its index; a search
/// chooses its plan by how many products hold its words (`PostgresProductPages`). Every value
/// is a parameter; the SQL text only varies by which filters are present.
public struct PostgresProductRepository: ProductRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func page(_ query: ProductQuery) async throws(PageError) -> Page<Product, SKU> {
    try database.readPage(
      after: query.after.map { [.text($0.value)] }, in: PostgresProductPages.keyset
    ) { connection in
      let (sql, values) = try PostgresProductPages.sql(for: query, in: connection)
      let products = try connection.rows(sql, values) { row throws(PostgresError) in
        try ProductRow(row).product()
      }
      return Page(readingOnePast: products, size: query.size, cursor: \.sku)
    }
  }

  public func categories() async throws(StorageError) -> [ProductCategory] {
    let names = try database.read { connection in
      try connection.rows(Self.categoriesSQL) { row throws(PostgresError) in try row.text(0) }
    }
    return try ProductCategory.fromStoredNames(names)
  }

  public func product(_ sku: SKU) async throws(StorageError) -> Product? {
    try database.read { connection in
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

  /// The list of categories, one row per category however many products each has: it steps
  /// from one category key to the next through `products_by_category_spelling`, and takes each
  /// one's smallest spelling from the same index, so the choice is the same on every read.
  private static let categoriesSQL = """
    WITH RECURSIVE keys(listed) AS (
      SELECT min(category_key) FROM products
      UNION ALL
      SELECT (SELECT min(category_key) FROM products WHERE category_key > listed) FROM keys
      WHERE listed IS NOT NULL)
    SELECT (SELECT min(category) FROM products WHERE category_key = listed) FROM keys
    WHERE listed IS NOT NULL
    """
}
