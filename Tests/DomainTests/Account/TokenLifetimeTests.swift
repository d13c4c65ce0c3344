import ShopDomain
import ShopInMemory
import Testing

/// A session lasts while it is used: every change a signed-in customer keeps marks their
/// terminal's token, so only a token unused for `Session.unusedLifetimeMilliseconds` is forgotten
/// (when another terminal's first token is added).
@Suite("Token lifetime")
struct TokenLifetimeTests {
  /// What the signed-in customer does a day before their sign-in would be forgotten.
  enum Change: CaseIterable {
    case nothing, addToCart, saveForLater, placeOrder, cancelOrder
  }

  @Test(
    "any change a customer keeps counts their session's lifetime from it; doing nothing does not",
    arguments: Change.allCases)
  func changeKeepsSession(change: Change) async throws {
    let shop = InMemoryShop()
    let states = shop.states
    let start = shop.clock.now().millisecondsSince1970
    let day: Int64 = 24 * 60 * 60 * 1000
    var review: CheckoutReview?
    var order: Order?
    switch change {
    case .placeOrder: review = try await states.readyToCheckOut()
    case .cancelOrder: order = try await states.placedOrder()
    case .nothing, .addToCart, .saveForLater: _ = try await states.signedIn()
    }

    shop.clock.set(
      Timestamp(millisecondsSince1970: start + Session.unusedLifetimeMilliseconds - day))
    switch change {
    case .nothing: break
    case .addToCart: _ = try await shop.addToCart(SKU("PAN-001"), quantity: 1)
    case .saveForLater: _ = try await shop.saveForLater(SKU("PAN-001"))
    case .placeOrder: try await states.placed(#require(review))
    case .cancelOrder: try await states.cancelled(#require(order))
    }

    // A day past the sign-in's lifetime, another terminal's first token forgets the unused ones.
    shop.clock.set(
      Timestamp(millisecondsSince1970: start + Session.unusedLifetimeMilliseconds + day))
    let other = shop.visitor(at: InMemorySessionTokens())
    _ = try await AddToCart(visitor: other, carts: shop.carts, priceCart: shop.priceCart)(
      SKU("DAI-001"), quantity: 1)

    let signedIn = try await shop.currentSession()
    #expect((signedIn == nil) == (change == .nothing))
  }
}
