/// Takes a product off the signed-in customer's wishlist.
public struct RemoveFromWishlist: Sendable {
  private let access: WishlistAccess

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    access = WishlistAccess(sessions: sessions, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after removing.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await access.customer()
    var wishlist = try await access.load(customer)
    try wishlist.remove(sku)
    try await access.save(wishlist, for: customer)
    return try await access.products(of: wishlist)
  }
}
