import ShopDomain

/// The catalog, stored in the `products` table.
///
/// Pages are keyset pages (`Keyset`) in the order of a name or a price, then the SKU, each served
/// by its index; a search chooses its plan by how many products hold its words
/// (`SQLiteProductPages`). Every value is bound; the SQL text only varies by the filters present.
public struct SQLiteProductRepository: ProductRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func page(_ query: ProductQuery) async throws(PageError) -> Page<Product, SKU> {
    try database.readPage(
      after: query.after.map { [.text($0.value)] }, in: SQLiteProductPages.keyset
    ) { connection in
      let (sql, values) = try SQLiteProductPages.sql(for: query, in: connection)
      // Each row becomes its Product as it is read: no array of rows in between to fill and free.
      let products = try connection.statement(sql).rows(values, ProductRow.product)
      return Page(readingOnePast: products, size: query.size, cursor: \.sku)
    }
  }

  public func categories() async throws(StorageError) -> [ProductCategory] {
    let names = try database.read { connection in
      try connection.texts(SQLiteProductPages.categoriesSQL)
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
}
