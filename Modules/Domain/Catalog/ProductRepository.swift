/// The port through which the catalog reads and writes products.
///
/// Domain declares it; Data implements it twice (SQLite, and in memory for tests and scenarios),
/// and one contract test suite holds both to the same behaviour.
public protocol ProductRepository: Sendable {
  /// The page `query` asks for, in its order. An unknown `after` SKU gives an empty page.
  func page(_ query: ProductQuery) async throws(StorageError) -> ProductPage

  /// The product with this SKU, or `nil` when the catalog has none.
  func product(_ sku: SKU) async throws(StorageError) -> Product?

  /// Adds new SKUs and replaces changed ones, all or nothing.
  func save(_ products: [Product]) async throws(StorageError) -> SaveSummary
}
