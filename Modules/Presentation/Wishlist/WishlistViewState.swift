import ShopDomain

/// What the wishlist screen shows, made from `WishlistState` by a pure function.
public struct WishlistViewState: Equatable, Sendable, Encodable {
  public let products: [ProductSummary]
  /// Shown instead of the list when nothing is saved, with how to save a product.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: WishlistState) {
    products = state.products?.map(ProductSummary.init) ?? []
    let isEmpty = state.products?.isEmpty == true
    emptyMessage = isEmpty ? "Your wishlist is empty." : nil
    emptySuggestion = isEmpty ? .saveForLater : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}
