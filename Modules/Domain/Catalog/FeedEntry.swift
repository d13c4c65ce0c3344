/// A valid product and the position of its record in the feed, counted from 1.
public struct FeedEntry: Hashable, Sendable {
  public let record: Int
  public let product: Product

  public init(record: Int, product: Product) {
    self.record = record
    self.product = product
  }
}
