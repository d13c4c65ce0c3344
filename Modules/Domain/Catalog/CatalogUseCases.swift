/// Reads one page of the catalog: browsing is a search with no words.
public struct SearchProducts: Sendable {
  private let products: any ProductRepository

  public init(products: any ProductRepository) {
    self.products = products
  }

  public func callAsFunction(_ query: ProductQuery) async throws(CatalogError)
    -> Page<Product, SKU>
  {
    guard query.terms.isWithinLimits else { throw .searchTooLong }
    return try await fromPages(
      await products.page(query),
      after: query.after, unknownCursor: CatalogError.noProductToContinueAfter,
      failingAs: CatalogError.storage)
  }
}

/// Finds one product by SKU; a SKU the catalog does not have is a `productNotFound` error, not
/// an empty screen.
public struct ShowProduct: Sendable {
  private let products: any ProductRepository

  public init(products: any ProductRepository) {
    self.products = products
  }

  public func callAsFunction(_ sku: SKU) async throws(CatalogError) -> Product {
    let found = try await fromRepository(
      await products.product(sku), failingAs: CatalogError.storage)
    guard let found else { throw .productNotFound(sku) }
    return found
  }
}

/// Why a catalog use case could not give its result.
public enum CatalogError: Error, Equatable, Sendable {
  /// No product has this SKU.
  case productNotFound(SKU)
  /// A page was to continue after this SKU, which the catalog does not have.
  case noProductToContinueAfter(SKU)
  /// A page was to continue after this promotion code, which the shop does not have.
  case noPromotionToContinueAfter(PromotionCode)
  /// The search is longer than `SearchTerms.maximumLength` or has more words than
  /// `SearchTerms.maximumWords`.
  case searchTooLong
  /// The feed could not be read.
  case feed(FeedError)
  /// The repository failed.
  case storage(StorageError)
}

/// The catalog's categories, for a person choosing one to filter by.
public struct ListCategories: Sendable {
  private let products: any ProductRepository

  public init(products: any ProductRepository) {
    self.products = products
  }

  public func callAsFunction() async throws(CatalogError) -> [ProductCategory] {
    try await fromRepository(await products.categories(), failingAs: CatalogError.storage)
  }
}
