import ShopDomain

/// What the order list reports to whoever decides the next screen.
public enum OrdersEvent: Equatable, Sendable {
  case orderChosen(OrderID)
}
