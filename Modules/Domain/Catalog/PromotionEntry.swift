/// A valid promotion and the position of its record in the feed's `promotions`, counted from 1.
public struct PromotionEntry: Hashable, Sendable {
  public let record: Int
  public let promotion: Promotion

  public init(record: Int, promotion: Promotion) {
    self.record = record
    self.promotion = promotion
  }
}
