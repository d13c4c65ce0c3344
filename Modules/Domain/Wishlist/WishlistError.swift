/// Why a wishlist change was refused.
public enum WishlistError: Error, Equatable, Sendable {
  /// The SKU is on the wishlist already.
  case alreadySaved(SKU)
  /// The SKU is not on the wishlist.
  case notSaved(SKU)
  /// The wishlist holds `Wishlist.maximumItems` already.
  case full
  /// A wishlist belongs to a customer: nobody is signed in.
  case notSignedIn
  /// The catalog has no such product.
  case productNotFound(SKU)
  /// Moving to the cart broke a cart rule; the wishlist is unchanged.
  case cart(CartError)
  case storage(StorageError)
}
