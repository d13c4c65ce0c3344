/// Everything one read of a catalog feed produced: the valid products, each with its record
/// number, and the records that were refused.
public struct CatalogFeedBatch: Hashable, Sendable {
  public let entries: [FeedEntry]
  public let rejections: [FeedRejection]

  public init(entries: [FeedEntry], rejections: [FeedRejection]) {
    self.entries = entries
    self.rejections = rejections
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
