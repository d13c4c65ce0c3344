import ShopDomain

/// Everything the wishlist screen knows. The last list stays while a change is refused.
public struct WishlistState: Equatable, Sendable {
  public var products: [Product]?
  public var isLoading: Bool
  /// What the last change did, in a sentence.
  public var notice: String?
  public var failure: Failure?

  public init(
    products: [Product]? = nil, isLoading: Bool = false, notice: String? = nil,
    failure: Failure? = nil
  ) {
    self.products = products
    self.isLoading = isLoading
    self.notice = notice
    self.failure = failure
  }
}
