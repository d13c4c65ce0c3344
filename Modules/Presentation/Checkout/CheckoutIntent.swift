/// What a person can ask of the checkout screen.
public enum CheckoutIntent: Equatable, Sendable {
  case placeOrder
}
