/// Saves a product on the signed-in customer's wishlist.
public struct SaveForLater: Sendable {
  private let access: WishlistAccess

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    access = WishlistAccess(sessions: sessions, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after saving.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await access.customer()
    try await access.requireProduct(sku)
    var wishlist = try await access.load(customer)
    try wishlist.save(sku)
    try await access.save(wishlist, for: customer)
    return try await access.products(of: wishlist)
  }
}
