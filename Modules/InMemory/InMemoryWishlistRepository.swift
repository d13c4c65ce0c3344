import ShopDomain

/// Wishlists, in memory.
public actor InMemoryWishlistRepository: WishlistRepository {
  private var wishlists: [Email: Wishlist] = [:]

  public init() {}

  public func wishlist(for customer: Email) throws(StorageError) -> Wishlist {
    wishlists[customer] ?? Wishlist()
  }

  public func save(_ wishlist: Wishlist, for customer: Email) throws(StorageError) {
    wishlists[customer] = wishlist
  }
}
