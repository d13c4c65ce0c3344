/// What a catalog sync did: counts of the saved products and every refused record.
public struct SyncReport: Hashable, Sendable {
  public let saved: SaveSummary
  public let rejections: [FeedRejection]

  public init(saved: SaveSummary, rejections: [FeedRejection]) {
    self.saved = saved
    self.rejections = rejections
  }
}
