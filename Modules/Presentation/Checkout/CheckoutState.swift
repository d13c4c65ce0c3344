import ShopDomain

/// Everything the checkout screen knows: the cart under review, and the order once placed.
public struct CheckoutState: Equatable, Sendable {
  public var review: LoadState<CartQuote>
  public var order: LoadState<Order>

  public init(review: LoadState<CartQuote> = .idle, order: LoadState<Order> = .idle) {
    self.review = review
    self.order = order
  }
}
