import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The order list and order screen Stores, and their view states.
@MainActor
@Suite("Order Stores")
struct OrderStoresTests {
  let shop = InMemoryShop()

  private func placeOrder() async throws -> Order {
    try await shop.signIn("ada@example.com")
    _ = try await shop.addToCart(SKU("PAN-001"), quantity: 2)
    return try await shop.placeOrder()
  }

  @Test("the list shows each order as text, newest first")
  func list() async throws {
    let order = try await placeOrder()
    let store = shop.ordersStore()
    await store.send(.load(after: nil))
    let view = OrdersViewState(store.state)
    #expect(view.orders == [OrderSummary(order)])
    #expect(view.orders.first?.total == "€12.88")
    #expect(view.orders.first?.itemCount == 2)
    #expect(view.nextCursor == nil)
  }

  @Test("a malformed order id is invalid input")
  func invalidCursor() async {
    let store = shop.ordersStore()
    await store.send(.load(after: "not an id!"))
    #expect(store.state.page.failure?.kind == .invalidInput)
  }

  @Test("cancelling shows the cancelled order with a notice and no more cancel offer")
  func cancel() async throws {
    let order = try await placeOrder()
    let store = shop.orderDetailStore()
    await store.send(.show(id: order.id.value.lowercased()))
    #expect(OrderDetailViewState(store.state).canCancel)
    await store.send(.cancel(id: order.id.value))
    let view = OrderDetailViewState(store.state)
    #expect(view.status == "cancelled")
    #expect(view.canCancel == false)
    #expect(view.notice == "Order O-1 cancelled; its items are back in stock.")
  }

  @Test("cancelling twice is a refusal that names the status")
  func cancelTwice() async throws {
    let order = try await placeOrder()
    let store = shop.orderDetailStore()
    await store.send(.cancel(id: order.id.value))
    await store.send(.cancel(id: order.id.value))
    #expect(
      store.state.order.failure
        == Failure(kind: .refused, message: "Order O-1 is already cancelled."))
  }

  @Test("dates are written in UTC with a fixed pattern")
  func dates() {
    #expect(
      DateText.format(Timestamp(millisecondsSince1970: 1_700_000_000_000)) == "2023-11-14 22:13 UTC"
    )
  }
}
