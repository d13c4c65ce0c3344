import ShopDomain
import ShopInMemory
import Testing

/// The wishlist use cases on the in-memory shop: a signed-in customer's list, and the move to
/// the cart that leaves the list alone when the cart refuses.
@Suite("Wishlist use cases")
struct WishlistUseCaseTests {
  let shop = InMemoryShop()

  @Test("saving needs a signed-in customer and a product the catalog has")
  func saveRules() async throws {
    await #expect(throws: WishlistError.notSignedIn) { try await shop.saveForLater(SKU("DAI-001")) }
    try await shop.signIn("ada@example.com")
    await #expect(throws: WishlistError.productNotFound(try SKU("NOPE-1"))) {
      try await shop.saveForLater(SKU("NOPE-1"))
    }
    let saved = try await shop.saveForLater(SKU("PAN-002"))
    #expect(saved.map(\.name) == ["Olive oil"])
  }

  @Test("the list is each customer's own")
  func perCustomer() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.states.savedForLater(["PAN-002"])
    try await shop.signIn("grace@example.com")
    #expect(
      try await ViewWishlist(
        visitor: shop.visitor, wishlists: shop.wishlists, products: shop.products)().isEmpty)
  }

  @Test("moving adds one to the cart and takes the product off the list")
  func move() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.states.savedForLater(["PAN-002", "DAI-001"])
    let remaining = try await shop.moveToCart(SKU("PAN-002"))
    #expect(remaining.map(\.sku.value) == ["DAI-001"])
    #expect(
      try await shop.carts.cart(for: .customer(Email("ada@example.com"))).quantity(
        of: SKU("PAN-002")) == 1)
  }

  @Test("a move the cart refuses leaves the wishlist as it was")
  func refusedMove() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.states.savedForLater(["DAI-003"])
    await #expect(
      throws: WishlistError.cart(.notEnoughStock(try SKU("DAI-003"), requested: 1, available: 0))
    ) {
      try await shop.moveToCart(SKU("DAI-003"))
    }
    #expect(
      try await shop.wishlists.wishlist(for: Email("ada@example.com")).skus == [try SKU("DAI-003")])
  }

  @Test("moving or removing a product that is not saved is refused")
  func notSaved() async throws {
    try await shop.signIn("ada@example.com")
    await #expect(throws: WishlistError.notSaved(try SKU("PAN-002"))) {
      try await shop.moveToCart(SKU("PAN-002"))
    }
    let remove = RemoveFromWishlist(
      visitor: shop.visitor, wishlists: shop.wishlists, products: shop.products)
    await #expect(throws: WishlistError.notSaved(try SKU("PAN-002"))) {
      try await remove(SKU("PAN-002"))
    }
  }

  @Test("a change to the wishlist keeps the customer signed in (docs/sessions.md)")
  func keepsSession() async throws {
    _ = try await shop.states.signedIn()
    #expect(try await shop.keepsSession(after: { _ = try await shop.saveForLater(SKU("PAN-001")) }))
  }
}
