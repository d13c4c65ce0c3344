import ShopDomain

/// What the wishlist screen shows, made from `WishlistState` by a pure function.
public struct WishlistViewState: Equatable, Sendable, Encodable {
  public let products: [ProductSummary]
  public let emptyMessage: String?
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: WishlistState) {
    products = state.products?.map(ProductSummary.init) ?? []
    emptyMessage =
      state.products?.isEmpty == true
      ? "Your wishlist is empty. Save a product with `shop wishlist add SKU`." : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}
