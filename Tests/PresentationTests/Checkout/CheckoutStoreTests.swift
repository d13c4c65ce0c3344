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
    let screen = StoreTest { shop.stores().checkout(events: $0) }
    await screen.send(
      .placeOrder, { $0.order = .loading },
      { $0.order = .failed(Failure(CheckoutError.notSignedIn)) },
      events: [.signInRequired])
    #expect(screen.store.state.order.failure?.kind == .refused)
  }

  @Test("signed in: the order is the state and the one event is orderPlaced with its id")
  func orderPlaced() async throws {
    let reference = InMemoryShop()
    for shop in [shop, reference] {
      try await shop.signIn("ada@example.com")
      _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    }
    let order = try await reference.placeOrder()
    let screen = StoreTest { shop.stores().checkout(events: $0) }
    await screen.send(
      .placeOrder, { $0.order = .loading }, { $0.order = .loaded(order) },
      events: [.orderPlaced(order.id)])
    let view = CheckoutViewState(screen.store.state)
    #expect(view.order.notice == "Order O-1 placed. Thank you!")
    #expect(view.order.canCancel)
  }

  @Test("an empty cart is refused with no event")
  func emptyCart() async throws {
    try await shop.signIn("ada@example.com")
    let screen = StoreTest { shop.stores().checkout(events: $0) }
    await screen.send(
      .placeOrder, { $0.order = .loading }, { $0.order = .failed(Failure(CheckoutError.emptyCart)) }
    )
    #expect(screen.store.state.order.failure?.message.contains("empty") == true)
  }
}
