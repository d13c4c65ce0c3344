/// A feed record that was not taken, naming the record, the field and the broken rule.
public struct FeedRejection: Hashable, Sendable {
  /// The list of the feed the record is in.
  public enum Section: String, Hashable, Sendable {
    case products
    case promotions
  }

  public let section: Section
  /// The position of the record in its section, counted from 1.
  public let record: Int
  /// The record's SKU (or promotion code) as written, when it had one.
  public let sku: String?
  public let field: String
  public let reason: String

  public init(
    section: Section = .products, record: Int, sku: String?, field: String, reason: String
  ) {
    self.section = section
    self.record = record
    self.sku = sku
    self.field = field
    self.reason = reason
  }
}
