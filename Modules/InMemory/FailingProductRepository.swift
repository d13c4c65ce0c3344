import ShopDomain

/// A catalog whose storage always fails, for the tests of what the catalog's screens and use
/// cases do then (the failing-storage scenario runs the SQL repositories on a database that
/// cannot be reached instead).
public struct FailingProductRepository: ProductRepository {
  public static let error = StorageError(reason: "the storage is unavailable in this scenario")

  public init() {}

  public func page(_ query: ProductQuery) throws(PageError) -> Page<Product, SKU> {
    throw .storage(Self.error)
  }

  public func categories() throws(StorageError) -> [ProductCategory] {
    throw Self.error
  }

  public func product(_ sku: SKU) throws(StorageError) -> Product? {
    throw Self.error
  }

  public func isEmpty() throws(StorageError) -> Bool {
    throw Self.error
  }

  public func save(_ products: [Product]) throws(StorageError) -> SaveSummary {
    throw Self.error
  }
}

/// A catalog import whose storage always fails.
public struct FailingCatalogImporter: CatalogImporter {
  public init() {}

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    throw .storage(FailingProductRepository.error)
  }
}
