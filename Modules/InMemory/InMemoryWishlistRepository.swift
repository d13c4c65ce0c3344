import ShopDomain

/// Wishlists, in memory.
public actor InMemoryWishlistRepository: WishlistRepository {
  private var wishlists: [Email: Wishlist] = [:]

  public init() {}

  public func wishlist(for customer: Email) throws(StorageError) -> Wishlist {
    wishlists[customer] ?? Wishlist()
  }

  public func update(
    for customer: Email, _ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void
  ) throws(WishlistError) -> Wishlist {
    var wishlist = wishlists[customer] ?? Wishlist()
    try change(&wishlist)
    wishlists[customer] = wishlist
    return wishlist
  }
}
