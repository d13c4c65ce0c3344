/// Everything one read of a catalog feed produced: the valid products and promotions, each with
/// its record number, and the records that were refused.
public struct CatalogFeedBatch: Hashable, Sendable {
  public let entries: [FeedEntry]
  public let promotions: [PromotionEntry]
  public let rejections: [FeedRejection]

  public init(entries: [FeedEntry], promotions: [PromotionEntry] = [], rejections: [FeedRejection])
  {
    self.entries = entries
    self.promotions = promotions
    self.rejections = rejections
  }
}

/// A valid promotion and the position of its record in the feed's `promotions`, counted from 1.
public struct PromotionEntry: Hashable, Sendable {
  public let record: Int
  public let promotion: Promotion

  public init(record: Int, promotion: Promotion) {
    self.record = record
    self.promotion = promotion
  }
}

/// A valid product and the position of its record in the feed, counted from 1.
public struct FeedEntry: Hashable, Sendable {
  public let record: Int
  public let product: Product

  public init(record: Int, product: Product) {
    self.record = record
    self.product = product
  }
}
