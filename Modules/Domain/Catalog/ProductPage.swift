/// One page of products, and where the next one starts if there is one.
public struct ProductPage: Hashable, Sendable {
  public let products: [Product]
  /// Pass this as `ProductQuery.after` to read the next page; `nil` on the last page.
  public let nextCursor: SKU?

  public init(products: [Product], nextCursor: SKU?) {
    self.products = products
    self.nextCursor = nextCursor
  }
}
