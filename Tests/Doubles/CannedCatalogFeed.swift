import ShopDomain

/// A catalog feed that returns what it was given: a batch, or a failure.
public struct CannedCatalogFeed: CatalogFeed {
  private let outcome: Result<CatalogFeedBatch, FeedError>

  public init(_ batch: CatalogFeedBatch) {
    outcome = .success(batch)
  }

  public init(failing error: FeedError) {
    outcome = .failure(error)
  }

  /// A feed of these products and promotions, each numbered from record 1.
  public init(products: [Product], promotions: [Promotion] = [], rejections: [FeedRejection] = []) {
    let entries = products.enumerated().map {
      FeedEntry(record: $0.offset + 1, product: $0.element)
    }
    let promotionEntries = promotions.enumerated().map {
      PromotionEntry(record: $0.offset + 1, promotion: $0.element)
    }
    self.init(
      CatalogFeedBatch(entries: entries, promotions: promotionEntries, rejections: rejections))
  }

  public func read() throws(FeedError) -> CatalogFeedBatch {
    try outcome.get()
  }
}
