import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The cart's view state, a pure function of the state: texts, totals, empty and error cases.
@MainActor
@Suite("CartViewState")
struct CartViewStateTests {
  let shop = InMemoryShop()

  @Test("lines and totals are text, with shipping and the discount shown only when there is one")
  func totals() async throws {
    var cart = Cart(promotionCode: try PromotionCode("WELCOME10"))
    try cart.add(SKU("PAN-002"), quantity: 3, stock: 8)
    let view = CartViewState(CartStore.State(value: try await shop.priceCart(cart)))
    let line = try #require(view.lines.first)
    #expect(
      [line.sku, line.name, line.unitPrice, line.total] == [
        "PAN-002", "Olive oil", "€8.99", "€26.97",
      ])
    #expect(line.quantity == 3)
    #expect(view.itemCount == 3)
    #expect(view.subtotal == "€26.97")
    #expect(view.discount == "€2.70")
    #expect(view.shipping == "€4.90")
    #expect(view.total == "€29.17")
    #expect(view.emptyMessage == nil)
  }

  @Test("free shipping reads Free, and no discount means no discount line")
  func freeShipping() async throws {
    var cart = Cart()
    try cart.add(SKU("PAN-002"), quantity: 6, stock: 8)
    let view = CartViewState(CartStore.State(value: try await shop.priceCart(cart)))
    #expect(view.shipping == "Free")
    #expect(view.discount == nil)
  }

  @Test("an empty cart says so, and suggests adding a product")
  func empty() async throws {
    let view = CartViewState(CartStore.State(value: try await shop.priceCart(Cart())))
    #expect(view.emptyMessage == "The cart is empty.")
    #expect(view.emptySuggestion == .addToCart)
  }

  @Test("a code that no longer applies is shown with its reason")
  func promotionProblem() async throws {
    var cart = Cart(promotionCode: try PromotionCode("SUMMER24"))
    try cart.add(SKU("PAN-002"), quantity: 1, stock: 8)
    let view = CartViewState(CartStore.State(value: try await shop.priceCart(cart)))
    #expect(view.promotionCode == "SUMMER24")
    #expect(view.promotionProblem?.contains("expired") == true)
  }
}
