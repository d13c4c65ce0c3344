import ShopDomain
import ShopInMemory
import Testing

/// Pricing a cart: subtotal, the promotion's discount when it applies, shipping, and the total
/// that is always subtotal − discount + shipping.
@Suite("Pricing a cart")
struct PriceCartTests {
  let shop = InMemoryShop()

  private func cart(_ lines: [(String, Int)], code: String? = nil) throws -> Cart {
    var cart = Cart(promotionCode: try code.map { try PromotionCode($0) })
    for (sku, quantity) in lines {
      try cart.add(SKU(sku), quantity: quantity, stock: 10)
    }
    return cart
  }

  @Test("below the free-shipping threshold: subtotal plus the flat fee")
  func flatFee() async throws {
    let quote = try await shop.priceCart(try cart([("DAI-001", 2)]))
    #expect(quote.subtotal.minorUnits == 498)
    #expect(quote.shipping.minorUnits == 490)
    #expect(quote.total.minorUnits == 988)
  }

  @Test("from the threshold, after discount, shipping is free")
  func freeShipping() async throws {
    let quote = try await shop.priceCart(try cart([("PAN-002", 6)]))
    #expect(quote.subtotal.minorUnits == 5_394)
    #expect(quote.shipping.minorUnits == 0)
    #expect(quote.total == quote.subtotal)
  }

  @Test("a valid code's discount comes off before shipping is decided")
  func discountThenShipping() async throws {
    let quote = try await shop.priceCart(try cart([("PAN-002", 6)], code: "WELCOME10"))
    #expect(quote.discount.minorUnits == 539)
    #expect(quote.shipping.minorUnits == 490)
    #expect(quote.total.minorUnits == 5_394 - 539 + 490)
    #expect(quote.promotionProblem == nil)
  }

  @Test("a code that no longer applies gives no discount and says why")
  func expiredCode() async throws {
    let quote = try await shop.priceCart(try cart([("PAN-002", 1)], code: "SUMMER24"))
    #expect(quote.discount.minorUnits == 0)
    guard case .expired = quote.promotionProblem else {
      Issue.record(
        "expected an expired promotion, got \(String(describing: quote.promotionProblem))")
      return
    }
  }

  @Test("an empty cart costs nothing, shipping included")
  func emptyCart() async throws {
    let quote = try await shop.priceCart(Cart())
    #expect(quote.total.minorUnits == 0)
    #expect(quote.shipping.minorUnits == 0)
  }

  @Test("a SKU the catalog no longer has is an error")
  func missingProduct() async throws {
    var cart = Cart()
    try cart.add(SKU("GONE-1"), quantity: 1, stock: 10)
    await #expect(throws: CartError.productNotFound(try SKU("GONE-1"))) {
      try await shop.priceCart(cart)
    }
  }
}
