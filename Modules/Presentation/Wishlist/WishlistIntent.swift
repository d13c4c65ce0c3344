/// What a person can ask of the wishlist screen. SKUs are as typed; the Store checks them.
public enum WishlistIntent: Equatable, Sendable {
  case load
  case save(sku: String)
  case remove(sku: String)
  case moveToCart(sku: String)
  /// Move the product at this position of the list on screen, counted from 1.
  case moveChosen(position: Int)
}
