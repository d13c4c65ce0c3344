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
    try await shop.states.guestWithCart()
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
      try await shop.states.readyToCheckOut()
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
    try await shop.states.signedIn()
    let screen = StoreTest { shop.stores().checkout(events: $0) }
    await screen.send(
      .placeOrder, { $0.order = .loading }, { $0.order = .failed(Failure(CheckoutError.emptyCart)) }
    )
    #expect(screen.store.state.order.failure?.message.contains("empty") == true)
  }

  @Test("confirming places exactly the quote under review, and reports the order")
  func confirmPlacesTheReview() async throws {
    let (screen, reviewed) = try await reviewing()
    let order = try Order(
      id: try OrderID("O-1"), customer: reviewed.customer, quote: reviewed.quote,
      placedAt: shop.clock.now())
    await screen.send(
      .confirm, { $0.order = .loading }, { $0.order = .loaded(order) },
      events: [.orderPlaced(order.id)])
  }

  @Test(
    "confirming a review the cart no longer matches places nothing: the new review takes its place, beside what changed, to confirm again"
  )
  func confirmRefusesAChangedReview() async throws {
    let (screen, _) = try await reviewing()
    _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    let now = try await shop.reviewCheckout()
    let refusal = Failure(CheckoutError.quoteChanged(.lines, now: now))
    await screen.send(
      .confirm, { $0.order = .loading }, { $0.order = .failed(refusal) },
      { $0.review = .loaded(now) })
    #expect(try await shop.orders.order(OrderID("O-1")) == nil)
    #expect(
      refusal.message
        == "The cart's lines changed since you reviewed the order, so nothing was ordered; the total is now €9.88."
    )
    #expect(refusal.suggestion == .confirmAgain)
    // The screen outlives the intent, as a SwiftUI one does: it waits for the next confirmation,
    // and a review made again shows no earlier refusal.
    let refused = CheckoutViewState(screen.store.state)
    #expect(refused.awaitsConfirmation && refused.error == refusal)
    await screen.send(
      .review,
      {
        $0.review = .loading
        $0.order = .idle
      }, { $0.review = .loaded(now) })
    let again = CheckoutViewState(screen.store.state)
    #expect(again.awaitsConfirmation && again.error == nil)
  }

  @Test(
    "confirming a review after another customer signed in at the terminal places nothing for either, even when their carts match"
  )
  func confirmRefusesAnotherCustomer() async throws {
    let (screen, reviewed) = try await reviewing()
    try await shop.states.readyToCheckOut(customer: "grace@example.com")
    let now = try await shop.reviewCheckout()
    #expect(now.quote == reviewed.quote)
    let refusal = Failure(CheckoutError.quoteChanged(.customer, now: now))
    await screen.send(
      .confirm, { $0.order = .loading }, { $0.order = .failed(refusal) },
      { $0.review = .loaded(now) })
    #expect(try await shop.orders.order(OrderID("O-1")) == nil)
    #expect(refusal.message.hasPrefix("Another customer signed in since you reviewed the order"))
  }

  /// The checkout screen of Ada, ready to check out one crème fraîche, showing the review of it.
  private func reviewing() async throws -> (StoreTest<CheckoutFeature>, CheckoutReview) {
    let reviewed = try await shop.states.readyToCheckOut()
    let screen = StoreTest { shop.stores().checkout(events: $0) }
    await screen.send(.review, { $0.review = .loading }, { $0.review = .loaded(reviewed) })
    return (screen, reviewed)
  }
}
