/// Moves a saved product into the cart: one unit is added under the cart's rules, and only then
/// does it leave the wishlist. A refusal by the cart leaves the wishlist as it was.
public struct MoveToCart: Sendable {
  private let access: WishlistAccess
  private let addToCart: AddToCart

  public init(
    sessions: any SessionRepository,
    wishlists: any WishlistRepository,
    products: any ProductRepository,
    addToCart: AddToCart
  ) {
    access = WishlistAccess(sessions: sessions, wishlists: wishlists, products: products)
    self.addToCart = addToCart
  }

  /// The wishlist's products after the move.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await access.customer()
    var wishlist = try await access.load(customer)
    try wishlist.remove(sku)
    do throws(CartError) {
      _ = try await addToCart(sku, quantity: 1)
    } catch {
      throw .cart(error)
    }
    try await access.save(wishlist, for: customer)
    return try await access.products(of: wishlist)
  }
}
