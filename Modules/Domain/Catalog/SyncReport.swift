/// What a catalog sync did: counts of the saved products and promotions, and the refused
/// records, the first of them listed with their reasons.
public struct SyncReport: Hashable, Sendable {
  /// How many refused records a report lists with their reasons; the rest are only counted, so
  /// a feed of a million bad records does not make a report of a million lines.
  public static let listedRejectionsLimit = 100

  /// The products added, updated and left unchanged.
  public let saved: SaveSummary
  public let promotions: SaveSummary
  /// The first refused records (up to `listedRejectionsLimit`), by section and record number.
  public let rejections: [FeedRejection]
  /// Every refused record, listed or not.
  public let rejectedCount: Int

  public init(
    saved: SaveSummary, promotions: SaveSummary = SaveSummary(), rejections: [FeedRejection],
    rejectedCount: Int? = nil
  ) {
    self.saved = saved
    self.promotions = promotions
    self.rejections = rejections
    self.rejectedCount = rejectedCount ?? rejections.count
  }

  /// Whether the feed had records and the shop could use none of them: the feed, not the
  /// catalog, needs fixing.
  public var rejectedEverything: Bool {
    rejectedCount > 0 && saved.total == 0 && promotions.total == 0
  }
}
