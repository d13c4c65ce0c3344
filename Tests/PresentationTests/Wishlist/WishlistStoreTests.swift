import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The wishlist Store, its view state, and the Flow's decision after a move to the cart.
@MainActor
@Suite("WishlistStore")
struct WishlistStoreTests {
  let shop = InMemoryShop()

  @Test("saving shows the list with a notice; signed out it is a refusal that suggests signing in")
  func save() async throws {
    let screen = StoreTest { shop.stores().wishlist(events: $0) }
    let refusal = Failure(
      kind: .refused, message: "A wishlist is kept for a signed-in customer.", suggestion: .signIn)
    await screen.send(
      .save(sku: "PAN-002"), { $0.isLoading = true },
      { $0 = WishlistStore.State(failure: refusal) })
    try await shop.states.signedIn()
    let oliveOil = try #require(try await shop.products.product(SKU("PAN-002")))
    await screen.send(
      .save(sku: "pan-002"), { $0 = WishlistStore.State(isLoading: true) },
      { $0 = WishlistStore.State(value: [oliveOil], notice: "Saved PAN-002 for later.") })
    let view = WishlistViewState(screen.store.state)
    #expect(view.products.map(\.name) == ["Olive oil"])
    #expect(view.error == nil)
  }

  @Test("moving the chosen product empties the list and reports movedToCart, last")
  func move() async throws {
    try await shop.states.signedIn()
    let saved = try await shop.states.savedForLater(["PAN-002"])
    let log = HopLog()
    let screen = StoreTest { shop.stores(observer: log.observer).wishlist(events: $0) }
    await screen.send(.load, { $0.isLoading = true }, { $0 = WishlistStore.State(value: saved) })
    await screen.send(
      .moveChosen(position: 1), { $0.isLoading = true },
      { $0 = WishlistStore.State(value: [], notice: "Moved PAN-002 to your cart.") },
      events: [.movedToCart(try SKU("PAN-002"))])
    #expect(WishlistViewState(screen.store.state).emptyMessage == "Your wishlist is empty.")
    #expect(WishlistViewState(screen.store.state).emptySuggestion == .saveForLater)
    #expect(
      log.hops.last == .screenEvent(store: "Store<WishlistFeature>", event: "movedToCart(PAN-002)"))
  }

  @Test("a move the cart refuses keeps the list and says why")
  func refusedMove() async throws {
    try await shop.states.signedIn()
    let saved = try await shop.states.savedForLater(["DAI-003"])
    #expect(saved.map(\.sku.value) == ["DAI-003"])
    let screen = StoreTest { shop.stores().wishlist(events: $0) }
    await screen.send(.load, { $0.isLoading = true }, { $0 = WishlistStore.State(value: saved) })
    await screen.send(
      .moveToCart(sku: "DAI-003"), { $0.isLoading = true },
      {
        $0 = WishlistStore.State(
          value: saved, failure: Failure(kind: .refused, message: "DAI-003 is out of stock."))
      })
  }
}
