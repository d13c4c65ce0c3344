import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The cart Store: each intent calls one use case at most (`checkOut` calls none); a refusal
/// keeps the cart and sets a failure.
/// Every state it passes through is asserted; the quotes expected are the ones a second shop,
/// given the same steps through its use cases, prices.
@MainActor
@Suite("CartStore")
struct CartStoreTests {
  let shop = InMemoryShop()
  /// The same shop, driven through its use cases directly: what each step should price.
  let reference = InMemoryShop()

  private func cart(observer: FlowObserver = .none) -> StoreTest<CartFeature> {
    StoreTest { shop.stores(observer: observer).cart(events: $0) }
  }

  /// Adds `quantity` of `sku` to an empty cart through the Store, asserting every state and event
  /// that follows, and returns the priced cart: the first step of each test that needs a line.
  @discardableResult
  private func addFirstLine(
    _ quantity: Int, of sku: String, named name: String, to cart: StoreTest<CartFeature>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> CartQuote {
    let quote = try await reference.addToCart(SKU(sku), quantity: quantity)
    await cart.send(
      .add(sku: sku, quantity: quantity),
      { $0.isLoading = true },
      { $0 = CartStore.State(value: quote, notice: "Added \(quantity) × \(name).") },
      events: [.changed], sourceLocation: sourceLocation)
    return quote
  }

  @Test("adding goes loading, then sets the priced cart and a notice, and reports changed")
  func add() async throws {
    let cart = cart()
    let quote = try await reference.addToCart(SKU("DAI-001"), quantity: 2)
    #expect(quote.lines.map(\.quantity) == [2])
    await cart.send(
      .add(sku: "dai-001", quantity: 2),
      { $0.isLoading = true },
      { $0 = CartStore.State(value: quote, notice: "Added 2 × Crème fraîche.") },
      events: [.changed])
  }

  @Test("choosing to check out raises checkoutChosen, calls no use case and changes no state")
  func checkOut() async throws {
    let hops = HopLog()
    let cart = cart(observer: hops.observer)
    try await addFirstLine(1, of: "DAI-001", named: "Crème fraîche", to: cart)
    let hopsBefore = hops.hops.count
    await cart.send(.checkOut, events: [.checkoutChosen])
    #expect(
      !hops.hops.dropFirst(hopsBefore).contains { if case .useCase = $0 { true } else { false } })
  }

  @Test("a refused change keeps the last cart and says why, as a refusal")
  func refusal() async throws {
    let cart = cart()
    let quote = try await addFirstLine(9, of: "DAI-001", named: "Crème fraîche", to: cart)
    let refusal = Failure(
      kind: .refused,
      message: "A cart holds at most 10 of each product; 11 of DAI-001 is too many.")
    await cart.send(
      .add(sku: "DAI-001", quantity: 2),
      {
        $0.isLoading = true
        $0.notice = nil
      },
      { $0 = CartStore.State(value: quote, failure: refusal) })
  }

  @Test("a malformed SKU is invalid input and calls no use case")
  func invalidSKU() async throws {
    let cart = cart()
    let failure = Failure(
      kind: .invalidInput,
      message: "\"not a sku\" is not a SKU: use letters, digits and dashes, like DAI-001.")
    await cart.send(.add(sku: "not a sku", quantity: 1), { $0.failure = failure })
    #expect(try await shop.guestCart().isEmpty)
  }

  @Test("a promotion is applied with its discount, and removed")
  func promotion() async throws {
    let cart = cart()
    let added = try await addFirstLine(3, of: "PAN-002", named: "Olive oil", to: cart)
    let applied = try await reference.applyPromotion(PromotionCode("welcome10"))
    let removed = try await RemovePromotion(
      visitor: reference.visitor, carts: reference.carts, priceCart: reference.priceCart)()
    #expect(removed.promotionCode == nil)
    #expect(removed.discount.minorUnits == 0)
    await cart.send(
      .applyPromotion(code: "welcome10"),
      { $0 = CartStore.State(value: added, isLoading: true) },
      { $0 = CartStore.State(value: applied, notice: "Promotion WELCOME10 applied: €2.70 off.") },
      events: [.changed])
    await cart.send(
      .removePromotion,
      { $0 = CartStore.State(value: applied, isLoading: true) },
      { $0 = CartStore.State(value: removed, notice: "Promotion removed.") },
      events: [.changed])
  }

  @Test("an expired promotion is refused with its date")
  func expiredPromotion() async throws {
    let cart = cart()
    let quote = try await addFirstLine(1, of: "PAN-002", named: "Olive oil", to: cart)
    await cart.send(
      .applyPromotion(code: "SUMMER24"),
      { $0 = CartStore.State(value: quote, isLoading: true) },
      {
        $0 = CartStore.State(
          value: quote,
          failure: Failure(
            kind: .refused, message: "Promotion SUMMER24 expired on 2024-09-01 00:00 UTC."))
      })
  }
}
