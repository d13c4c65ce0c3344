import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The wishlist Store, its view state, and the Flow's decision after a move to the cart.
@MainActor
@Suite("WishlistStore")
struct WishlistStoreTests {
  let shop = InMemoryShop()

  @Test("saving shows the list with a notice; signed out it is a refusal that suggests signing in")
  func save() async throws {
    let store = shop.wishlistStore()
    await store.send(.save(sku: "PAN-002"))
    #expect(store.state.failure?.message == "A wishlist is kept for a signed-in customer.")
    #expect(store.state.failure?.suggestion == .signIn)
    try await shop.signIn("ada@example.com")
    await store.send(.save(sku: "pan-002"))
    let view = WishlistViewState(store.state)
    #expect(view.products.map(\.name) == ["Olive oil"])
    #expect(view.notice == "Saved PAN-002 for later.")
    #expect(view.error == nil)
  }

  @Test("moving the chosen product empties the list and reports movedToCart, last")
  func move() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.saveForLater(SKU("PAN-002"))
    let log = HopLog()
    let events = EventLog<WishlistEvent>()
    let store = shop.wishlistStore(observer: log.observer, events: events.sink)
    await store.send(.load)
    await store.send(.moveChosen(position: 1))
    #expect(WishlistViewState(store.state).emptyMessage == "Your wishlist is empty.")
    #expect(WishlistViewState(store.state).emptySuggestion == .saveForLater)
    #expect(log.hops.last == .screenEvent(store: "WishlistStore", event: "movedToCart(PAN-002)"))
    #expect(events.events == [.movedToCart(try SKU("PAN-002"))])
  }

  @Test("a move the cart refuses keeps the list and says why")
  func refusedMove() async throws {
    try await shop.signIn("ada@example.com")
    _ = try await shop.saveForLater(SKU("DAI-003"))
    let store = shop.wishlistStore()
    await store.send(.load)
    await store.send(.moveToCart(sku: "DAI-003"))
    #expect(store.state.products?.map(\.sku.value) == ["DAI-003"])
    #expect(store.state.failure == Failure(kind: .refused, message: "DAI-003 is out of stock."))
  }
}
