import ShopDomain
import ShopInMemory
import Testing

/// A session lasts while it is used: only a token unused for `Session.unusedLifetimeMilliseconds`
/// is forgotten (when another terminal's first token is added). Each change a signed-in customer
/// keeps counts the lifetime from it, held in that change's own tests by
/// `InMemoryShop.keepsSession(after:)` (`WishlistUseCaseTests`, say); here, what does not.
@Suite("Token lifetime")
struct TokenLifetimeTests {
  let shop = InMemoryShop()

  @Test("a customer who does nothing is signed out once their session's lifetime has passed")
  func nothing() async throws {
    _ = try await shop.states.signedIn()
    #expect(try await !shop.keepsSession(after: {}))
  }

  @Test("a read marks no use: the session is forgotten as if nothing had been done")
  func read() async throws {
    _ = try await shop.states.signedIn()
    _ = try await shop.states.savedForLater(["PAN-001"])
    let view = ViewWishlist(
      visitor: shop.visitor, wishlists: shop.wishlists, products: shop.products)
    #expect(try await !shop.keepsSession(after: { _ = try await view() }))
  }
}
