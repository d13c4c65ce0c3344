import ShopDomain
import ShopInMemory
import Testing

/// The cart use cases against the in-memory shop: the guest's cart, the customer's once signed
/// in, and nothing saved when a rule refuses.
@Suite("Cart use cases")
struct CartUseCaseTests {
  let shop = InMemoryShop()

  @Test("adding to the cart uses today's stock and saves the guest's cart")
  func addAsGuest() async throws {
    let quote = try await shop.addToCart(SKU("DAI-001"), quantity: 3)
    #expect(quote.lines.map(\.quantity) == [3])
    #expect(try await shop.guestCart().quantity(of: SKU("DAI-001")) == 3)
  }

  @Test("a refused add saves nothing")
  func refusedAdd() async throws {
    _ = try await shop.addToCart(SKU("PAN-002"), quantity: 5)
    await #expect(throws: CartError.notEnoughStock(try SKU("PAN-002"), requested: 9, available: 8))
    {
      try await shop.addToCart(SKU("PAN-002"), quantity: 4)
    }
    #expect(try await shop.guestCart().quantity(of: SKU("PAN-002")) == 5)
    await #expect(throws: CartError.notEnoughStock(try SKU("DAI-003"), requested: 1, available: 0))
    {
      try await shop.addToCart(SKU("DAI-003"), quantity: 1)
    }
  }

  @Test("an unknown SKU is refused")
  func unknownSKU() async throws {
    await #expect(throws: CartError.productNotFound(try SKU("NOPE-1"))) {
      try await shop.addToCart(SKU("NOPE-1"), quantity: 1)
    }
  }

  @Test("once signed in, changes go to the customer's cart")
  func signedIn() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.addToCart(SKU("PAN-001"), quantity: 2)
    #expect(
      try await shop.carts.cart(for: .customer(Email("ada@example.com"))).quantity(
        of: SKU("PAN-001")) == 2)
    #expect(try await shop.guestCart().isEmpty)
  }

  @Test("setting 0 and removing both take the line out")
  func setAndRemove() async throws {
    _ = try await shop.addToCart(SKU("PAN-001"), quantity: 2)
    _ = try await shop.addToCart(SKU("PAN-003"), quantity: 1)
    let set = SetCartQuantity(
      visitor: shop.visitor, carts: shop.carts, priceCart: shop.priceCart)
    #expect(
      try await set(SKU("PAN-001"), quantity: 0).lines.map(\.product.sku.value) == ["PAN-003"])
    let remove = RemoveFromCart(
      visitor: shop.visitor, carts: shop.carts, priceCart: shop.priceCart)
    #expect(try await remove(SKU("PAN-003")).isEmpty)
    await #expect(throws: CartError.notInCart(try SKU("PAN-003"))) {
      try await remove(SKU("PAN-003"))
    }
  }

  @Test("a signed-in customer's cart change keeps them signed in (docs/sessions.md)")
  func keepsSession() async throws {
    _ = try await shop.states.signedIn()
    #expect(
      try await shop.keepsSession(after: {
        _ = try await shop.addToCart(SKU("PAN-001"), quantity: 1)
      }))
  }
}
