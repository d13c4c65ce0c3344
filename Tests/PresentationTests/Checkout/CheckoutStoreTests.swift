import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The checkout Store: it places the order and reports what happened; it never navigates.
@MainActor
@Suite("CheckoutStore")
struct CheckoutStoreTests {
  let shop = InMemoryShop()

  @Test("signed out: the state is a refusal and the one event is signInRequired")
  func signInRequired() async throws {
    _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    let log = EventLog<CheckoutEvent>()
    let store = shop.checkoutStore(events: log.sink)
    await store.send(.placeOrder)
    #expect(store.state.order.failure?.kind == .refused)
    #expect(log.events == [.signInRequired])
  }

  @Test("signed in: the order is the state and the one event is orderPlaced with its id")
  func orderPlaced() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    let log = EventLog<CheckoutEvent>()
    let store = shop.checkoutStore(events: log.sink)
    await store.send(.placeOrder)
    let order = try #require(store.state.order.value)
    #expect(log.events == [.orderPlaced(order.id)])
    let view = CheckoutViewState(store.state)
    #expect(view.order.notice == "Order O-1 placed. Thank you!")
    #expect(view.order.canCancel)
  }

  @Test("an empty cart is refused with no event")
  func emptyCart() async throws {
    try await shop.signIn("ada@example.com")
    let log = EventLog<CheckoutEvent>()
    let store = shop.checkoutStore(events: log.sink)
    await store.send(.placeOrder)
    #expect(store.state.order.failure?.message.contains("empty") == true)
    #expect(log.events.isEmpty)
  }
}
