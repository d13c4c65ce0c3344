/// The signed-in customer's saved products, in the order saved.
public struct ViewWishlist: Sendable {
  private let access: WishlistAccess

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    access = WishlistAccess(sessions: sessions, wishlists: wishlists, products: products)
  }

  public func callAsFunction() async throws(WishlistError) -> [Product] {
    try await access.products(of: access.load(access.customer()))
  }
}
