/// What a catalog sync did: counts of the saved products and promotions, and every refused
/// record.
public struct SyncReport: Hashable, Sendable {
  /// The products added, updated and left unchanged.
  public let saved: SaveSummary
  public let promotions: SaveSummary
  public let rejections: [FeedRejection]

  public init(
    saved: SaveSummary, promotions: SaveSummary = SaveSummary(), rejections: [FeedRejection]
  ) {
    self.saved = saved
    self.promotions = promotions
    self.rejections = rejections
  }
}
