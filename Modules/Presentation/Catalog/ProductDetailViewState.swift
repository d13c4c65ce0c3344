import ShopDomain

/// What the product screen shows, made from `ProductDetailState` by a pure function.
public struct ProductDetailViewState: Equatable, Sendable, Encodable {
  public let sku: String
  public let name: String?
  public let description: String?
  public let category: String?
  public let price: String?
  public let stock: Int?
  public let availability: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: ProductDetailState) {
    let product = state.product.value
    sku = product?.sku.value ?? state.sku
    name = product?.name
    description = product?.description
    category = product?.category.name
    price = product.map { PriceText.format($0.price) }
    stock = product?.stock
    availability = product.map { ProductSummary.availability(of: $0.stock) }
    isLoading = state.product == .loading
    error = state.product.failure
  }
}
