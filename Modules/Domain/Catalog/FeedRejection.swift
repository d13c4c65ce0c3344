/// A feed record that was not taken, naming the record, the field and the broken rule.
public struct FeedRejection: Hashable, Sendable {
  /// The position of the record in the feed, counted from 1.
  public let record: Int
  /// The record's SKU as written, when it had one.
  public let sku: String?
  public let field: String
  public let reason: String

  public init(record: Int, sku: String?, field: String, reason: String) {
    self.record = record
    self.sku = sku
    self.field = field
    self.reason = reason
  }
}
