import ShopDomain

/// A catalog import in memory, all or nothing like SQLite's transaction: the body saves into a
/// copy of the catalog, and the copy replaces the catalog only when the body returns.
public struct InMemoryCatalogImporter: CatalogImporter {
  private let products: InMemoryProductRepository
  private let promotions: InMemoryPromotionRepository

  public init(products: InMemoryProductRepository, promotions: InMemoryPromotionRepository) {
    self.products = products
    self.promotions = promotions
  }

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    let staged = StagedCatalog(
      products: await products.snapshot(), promotions: await promotions.snapshot())
    let report = try body(staged)
    await products.replace(with: staged.products)
    await promotions.replace(with: staged.promotions)
    return report
  }
}

/// The copy an in-memory import writes to. A class because a `CatalogWriter` saves through a
/// shared reference; it never leaves the import that made it.
private final class StagedCatalog: CatalogWriter {
  var products: [SKU: Product]
  var promotions: [PromotionCode: Promotion]

  init(products: [SKU: Product], promotions: [PromotionCode: Promotion]) {
    self.products = products
    self.promotions = promotions
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    defer { products[product.sku] = product }
    return SaveOutcome(replacing: products[product.sku], with: product)
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    defer { promotions[promotion.code] = promotion }
    return SaveOutcome(replacing: promotions[promotion.code], with: promotion)
  }
}

extension SaveOutcome {
  /// What saving `new` over `stored` changes.
  init<Value: Equatable>(replacing stored: Value?, with new: Value) {
    switch stored {
    case nil: self = .added
    case new: self = .unchanged
    default: self = .updated
    }
  }
}
