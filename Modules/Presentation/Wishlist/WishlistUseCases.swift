import ShopDomain

/// The use cases the wishlist screen calls, handed to `WishlistStore` as one value.
public struct WishlistUseCases: Sendable {
  public let view: ViewWishlist
  public let save: SaveForLater
  public let remove: RemoveFromWishlist
  public let moveToCart: MoveToCart

  public init(
    view: ViewWishlist, save: SaveForLater, remove: RemoveFromWishlist, moveToCart: MoveToCart
  ) {
    self.view = view
    self.save = save
    self.remove = remove
    self.moveToCart = moveToCart
  }
}
