/// What a person can ask of the checkout screen.
public enum CheckoutIntent: Equatable, Sendable {
  /// Show the cart to be ordered, after checking that someone is signed in.
  case review
  /// Place the order.
  case placeOrder
}
