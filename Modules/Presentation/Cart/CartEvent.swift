import ShopDomain

/// What the cart screen reports: the cart changed, so whoever decides can show it.
public enum CartEvent: Equatable, Sendable {
  case changed
}
