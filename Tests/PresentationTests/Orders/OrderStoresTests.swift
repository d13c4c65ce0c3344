import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The order list and order screen Stores, and their view states.
@MainActor
@Suite("Order Stores")
struct OrderStoresTests {
  let shop = InMemoryShop()

  /// Ada's order of two hot sauces, placed in `shop`.
  private func placeOrder() async throws -> Order {
    try await shop.states.placedOrder([("PAN-001", 2)])
  }

  @Test("the list shows each order as text, newest first")
  func list() async throws {
    let order = try await placeOrder()
    let screen = StoreTest { shop.stores().orders(events: $0) }
    await screen.send(
      .load(after: nil), { $0.page = .loading },
      { $0.page = .loaded(Page(items: [order], nextCursor: nil)) })
    let view = OrdersViewState(screen.store.state)
    #expect(view.orders == [OrderSummary(order)])
    #expect(view.orders.first?.total == "€12.88")
    #expect(view.orders.first?.itemCount == 2)
    #expect(view.nextCursor == nil)
  }

  @Test("the page after an order is asked for in one change of state, its cursor with it")
  func pageAfter() async throws {
    let order = try await placeOrder()
    let screen = StoreTest { shop.stores().orders(events: $0) }
    await screen.send(
      .load(after: order.id.value),
      {
        $0.page = .loading
        $0.after = order.id
      },
      { $0.page = .loaded(Page(items: [], nextCursor: nil)) })
  }

  @Test("a malformed order id is invalid input")
  func invalidCursor() async {
    let screen = StoreTest { shop.stores().orders(events: $0) }
    let failure = Failure(
      kind: .invalidInput, message: "\"not an id!\" is not an order id, like O-7F3A9C2E.")
    await screen.send(.load(after: "not an id!"), { $0.page = .failed(failure) })
  }

  @Test("cancelling shows the cancelled order with a notice and no more cancel offer")
  func cancel() async throws {
    let order = try await placeOrder()
    // The order as the intent's own cancellation leaves it, by the entity's method, so a value a
    // cancellation comes to carry is the one this test sends, not a builder's.
    var cancelled = order
    try cancelled.move(to: .cancelled)
    let screen = StoreTest { _ in shop.stores().orderDetail() }
    await screen.send(
      .show(id: order.id.value.lowercased()), { $0.order = .loading },
      { $0.order = .loaded(order) })
    #expect(OrderDetailViewState(screen.store.state).canCancel)
    await screen.send(
      .cancel(id: order.id.value), { $0.order = .loading },
      { $0 = OrderDetailStore.State(order: .loaded(cancelled), justCancelled: true) })
    let view = OrderDetailViewState(screen.store.state)
    #expect(view.status == "cancelled")
    #expect(view.canCancel == false)
    #expect(view.notice == "Order O-1 cancelled.")
  }

  @Test("cancelling twice is a refusal that names the status")
  func cancelTwice() async throws {
    let order = try await placeOrder()
    let cancelled = try await shop.states.cancelled(order)
    let screen = StoreTest { _ in shop.stores().orderDetail() }
    let refusal = Failure(kind: .refused, message: "Order O-1 is already cancelled.")
    #expect(cancelled.status == .cancelled)
    await screen.send(
      .cancel(id: order.id.value), { $0.order = .loading }, { $0.order = .failed(refusal) })
  }

  @Test("dates are written in UTC with a fixed pattern")
  func dates() {
    #expect(
      DateText.format(Timestamp(millisecondsSince1970: 1_700_000_000_000)) == "2023-11-14 22:13 UTC"
    )
  }
}
