import ShopDomain

/// What the checkout screen shows: the cart to confirm, then the placed order's confirmation,
/// or why it cannot go on.
public struct CheckoutViewState: Equatable, Sendable, Encodable {
  /// The cart under review, until the order is placed.
  public let review: CartViewState?
  public let order: OrderDetailViewState
  /// Whether the screen waits for a confirmation to place the order.
  public let awaitsConfirmation: Bool
  public let error: Failure?

  public init(_ state: CheckoutState) {
    let notice = state.order.value.map { "Order \($0.id) placed. Thank you!" }
    order = OrderDetailViewState(state.order, notice: notice)
    review = state.review.value.map { CartViewState(CartState(quote: $0)) }
    awaitsConfirmation = state.review.value != nil && state.order == .idle
    error = state.order.failure ?? state.review.failure
  }
}
