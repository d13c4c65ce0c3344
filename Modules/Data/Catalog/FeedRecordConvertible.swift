/// A feed record DTO that becomes a Domain value once its fields pass Domain's rules.
protocol FeedRecordConvertible: Decodable {
  associatedtype Value
  /// The key that names the record (`sku`, `code`), read even when the rest fails to decode.
  static var identifierKey: String { get }
  /// The record's SKU or code as written.
  var identifier: String { get }
  func value() throws(FeedFieldError) -> Value
}
