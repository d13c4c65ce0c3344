import ShopDomain

/// Everything the product screen knows: which SKU was asked for, and the product.
public struct ProductDetailState: Equatable, Sendable {
  public var sku: String
  public var product: LoadState<Product>

  public init(sku: String = "", product: LoadState<Product> = .idle) {
    self.sku = sku
    self.product = product
  }
}
