import ShopDomain

/// What the cart screen reports: the cart changed, so whoever decides can show it; or the
/// person chose to check out.
public enum CartEvent: Equatable, Sendable {
  case changed
  case checkoutChosen
}
