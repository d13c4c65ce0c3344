import ShopDomain

/// The catalog, stored in the `products` table: a product by its SKU, whether there is any, and
/// saving products, here;
/// pages of products and the list of categories in `SQLProductRepository+Pages.swift`.
public struct SQLProductRepository: ProductRepository {
  let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func product(_ sku: SKU) async throws(StorageError) -> Product? {
    try database.read { connection in
      try connection.rows(Self.productSQL, [.text(sku.value)], ProductRow.product)
    }.first
  }

  public func isEmpty() async throws(StorageError) -> Bool {
    try database.read { connection in try !connection.exists("SELECT 1 FROM products LIMIT 1") }
  }

  public func save(_ products: [Product]) async throws(StorageError) -> SaveSummary {
    try SQLCatalogWriter.save(products, in: database) { writer, product in
      try writer.store(product)
    }
  }

  private static let productSQL = "SELECT \(ProductRow.columns) FROM products WHERE sku = ?1"
}
