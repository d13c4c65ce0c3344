import ShopDomain

/// What the checkout screen reports: it needs a signed-in customer, or an order was placed.
public enum CheckoutEvent: Equatable, Sendable {
  case signInRequired
  case orderPlaced(OrderID)
}
