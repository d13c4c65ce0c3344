import ShopDomain
import ShopInMemory
import Testing

/// Listing, showing and cancelling orders: only the signed-in customer's, cancelling returns
/// the stock once.
@Suite("Order use cases")
struct OrderUseCaseTests {
  let shop = InMemoryShop()

  /// Ada's order of two hot sauces, or of `sku`.
  private func placeOne(sku: String = "PAN-001") async throws -> Order {
    try await shop.states.placedOrder([(sku, 2)])
  }

  @Test("cancelling a placed order returns its units to stock; cancelling again is refused")
  func cancel() async throws {
    let order = try await placeOne()
    #expect(try await shop.products.product(SKU("PAN-001"))?.stock == 23)
    let cancel = CancelOrder(visitor: shop.visitor, orders: shop.orders)
    #expect(try await cancel(order.id).status == .cancelled)
    #expect(try await shop.products.product(SKU("PAN-001"))?.stock == 25)
    await #expect(throws: OrderError.illegalTransition(order.id, from: .cancelled, to: .cancelled))
    {
      try await cancel(order.id)
    }
    #expect(try await shop.products.product(SKU("PAN-001"))?.stock == 25)
  }

  @Test("another customer's order is not found, neither to see nor to cancel")
  func privacy() async throws {
    let order = try await placeOne()
    try await shop.signIn("grace@example.com")
    await #expect(throws: OrderError.notFound(order.id)) {
      try await ShowOrder(visitor: shop.visitor, orders: shop.orders)(order.id)
    }
    await #expect(throws: OrderError.notFound(order.id)) {
      try await CancelOrder(visitor: shop.visitor, orders: shop.orders)(order.id)
    }
  }

  @Test("orders need a signed-in customer")
  func signedOut() async throws {
    await #expect(throws: OrderError.notSignedIn) {
      try await ListOrders(visitor: shop.visitor, orders: shop.orders)()
    }
  }

  @Test("the list is the customer's orders, newest first")
  func list() async throws {
    let first = try await placeOne(sku: "PAN-001")
    shop.clock.set(Timestamp(millisecondsSince1970: shop.clock.now().millisecondsSince1970 + 1_000))
    let second = try await placeOne(sku: "PAN-003")
    let page = try await ListOrders(visitor: shop.visitor, orders: shop.orders)()
    #expect(page.items.map(\.id) == [second.id, first.id])
  }

  @Test("cancelling an order keeps the customer signed in (docs/sessions.md)")
  func keepsSession() async throws {
    let order = try await placeOne()
    #expect(try await shop.keepsSession(after: { _ = try await shop.states.cancelled(order) }))
  }
}
