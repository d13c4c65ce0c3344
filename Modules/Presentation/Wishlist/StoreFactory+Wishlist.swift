import ShopDomain

/// The wishlist's Store, wired as `cart()` is in `StoreFactory.swift`; moving a product to the
/// cart is the cart's own `AddToCart`.
extension StoreFactory {
  public func wishlist(events: EventSink<WishlistStore.Event>? = nil) -> WishlistStore {
    let (visitor, wishlists, products) = (ports.visitor, storage.wishlists, storage.products)
    let feature = WishlistFeature(
      view: ViewWishlist(visitor: visitor, wishlists: wishlists, products: products),
      save: SaveForLater(visitor: visitor, wishlists: wishlists, products: products),
      remove: RemoveFromWishlist(visitor: visitor, wishlists: wishlists, products: products),
      moveToCart: MoveToCart(
        visitor: visitor, wishlists: wishlists, products: products, addToCart: addToCart))
    return Store(
      feature, state: WishlistStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
