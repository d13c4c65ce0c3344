import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The cart Store: each intent calls one use case; a refusal keeps the cart and sets a failure.
@MainActor
@Suite("CartStore")
struct CartStoreTests {
  let shop = InMemoryShop()

  @Test("adding sets the priced cart and a notice, and clears loading")
  func add() async {
    let store = shop.cartStore()
    await store.send(.add(sku: "dai-001", quantity: 2))
    #expect(store.state.quote?.lines.map(\.quantity) == [2])
    #expect(store.state.notice == "Added 2 × Crème fraîche.")
    #expect(store.state.failure == nil)
    #expect(store.state.isLoading == false)
  }

  @Test("choosing to check out raises checkoutChosen, calls no use case and changes no state")
  func checkOut() async {
    let events = EventLog<CartEvent>()
    let hops = HopLog()
    let store = shop.cartStore(observer: hops.observer, events: events.sink)
    await store.send(.add(sku: "DAI-001", quantity: 1))
    let before = store.state
    let hopsBefore = hops.hops.count
    await store.send(.checkOut)
    #expect(store.state == before)
    #expect(events.events == [.changed, .checkoutChosen])
    #expect(
      !hops.hops.dropFirst(hopsBefore).contains { if case .useCase = $0 { true } else { false } })
  }

  @Test("a refused change keeps the last cart and says why, as a refusal")
  func refusal() async {
    let store = shop.cartStore()
    await store.send(.add(sku: "DAI-001", quantity: 9))
    let before = store.state.quote
    await store.send(.add(sku: "DAI-001", quantity: 2))
    #expect(store.state.quote == before)
    #expect(store.state.failure?.kind == .refused)
    #expect(store.state.failure?.message.contains("at most 10") == true)
    #expect(store.state.notice == nil)
  }

  @Test("a malformed SKU is invalid input and calls no use case")
  func invalidSKU() async throws {
    let store = shop.cartStore()
    await store.send(.add(sku: "not a sku", quantity: 1))
    #expect(store.state.failure?.kind == .invalidInput)
    #expect(try await shop.carts.cart(for: .guest).isEmpty)
  }

  @Test("a promotion is applied with its discount, and removed")
  func promotion() async {
    let store = shop.cartStore()
    await store.send(.add(sku: "PAN-002", quantity: 3))
    await store.send(.applyPromotion(code: "welcome10"))
    #expect(store.state.notice == "Promotion WELCOME10 applied: €2.70 off.")
    await store.send(.removePromotion)
    #expect(store.state.quote?.promotionCode == nil)
    #expect(store.state.quote?.discount.minorUnits == 0)
  }

  @Test("an expired promotion is refused with its date")
  func expiredPromotion() async {
    let store = shop.cartStore()
    await store.send(.add(sku: "PAN-002", quantity: 1))
    await store.send(.applyPromotion(code: "SUMMER24"))
    #expect(
      store.state.failure
        == Failure(kind: .refused, message: "Promotion SUMMER24 expired on 2024-09-01 00:00 UTC."))
  }
}
