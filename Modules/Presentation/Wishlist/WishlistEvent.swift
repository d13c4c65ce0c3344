import ShopDomain

/// What the wishlist screen reports to whoever decides the next screen.
public enum WishlistEvent: Equatable, Sendable {
  case movedToCart(SKU)
}
