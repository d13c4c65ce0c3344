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
