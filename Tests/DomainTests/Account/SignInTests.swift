import ShopDomain
import ShopInMemory
import Testing

/// Signing in and out: the session, and the guest cart moving into the customer's.
@Suite("Signing in and out")
struct SignInTests {
  let shop = InMemoryShop()

  @Test("signing in starts a session that signing out ends")
  func session() async throws {
    let outcome = try await shop.signIn(Email("ada@example.com"))
    #expect(try await shop.currentSession() == outcome.session)
    let ended = try await SignOut(visitor: shop.visitor)()
    #expect(ended == outcome.session)
    #expect(try await shop.currentSession() == nil)
    #expect(try await SignOut(visitor: shop.visitor)() == nil)
  }

  @Test(
    "the guest's lines move into the customer's cart, added and capped, and the guest's cart empties"
  )
  func mergesGuestCart() async throws {
    let states = shop.states
    try await states.signedInWithCart([("DAI-001", 7)])
    _ = try await SignOut(visitor: shop.visitor)()
    try await states.guestWithCart([("DAI-001", 6), ("PAN-003", 2)])
    let outcome = try await shop.signIn(Email("ada@example.com"))
    #expect(outcome.mergedLines == 2)
    #expect(outcome.cappedSKUs == [try SKU("DAI-001")])
    let cart = try await shop.carts.cart(for: .customer(Email("ada@example.com")))
    #expect(
      cart.lines == [
        CartLine(sku: try SKU("DAI-001"), quantity: 10),
        CartLine(sku: try SKU("PAN-003"), quantity: 2),
      ])
    #expect(try await shop.guestCart().isEmpty)
  }

  @Test("an empty guest cart merges nothing")
  func nothingToMerge() async throws {
    let outcome = try await shop.signIn(Email("ada@example.com"))
    #expect(outcome.mergedLines == 0)
  }
}
