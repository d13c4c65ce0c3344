import ShopDomain
import ShopInMemory
import Testing

/// Placing an order: the checks in order, the totals, and what changes when it succeeds.
@Suite("Placing an order")
struct PlaceOrderTests {
  let shop = InMemoryShop()

  @Test("the order totals subtotal − discount + shipping, takes the stock and empties the cart")
  func placesOrder() async throws {
    try await shop.states.readyToCheckOut([("PAN-002", 2), ("DAI-001", 3)], promotion: "WELCOME10")
    let order = try await shop.placeOrder()
    #expect(order.subtotal.minorUnits == 2 * 899 + 3 * 249)
    #expect(order.discount.minorUnits == 255)
    #expect(order.shipping.minorUnits == 490)
    #expect(
      order.total.minorUnits == order.subtotal.minorUnits - order.discount.minorUnits
        + order.shipping.minorUnits)
    #expect(order.promotionCode == (try PromotionCode("WELCOME10")))
    #expect(order.id.value == "O-1")
    #expect(try await shop.products.product(SKU("DAI-001"))?.stock == 37)
    #expect(try await shop.carts.cart(for: .customer(Email("ada@example.com"))).isEmpty)
  }

  @Test("nobody signed in: refused, nothing placed")
  func notSignedIn() async throws {
    try await shop.states.guestWithCart()
    await #expect(throws: CheckoutError.notSignedIn) { try await shop.placeOrder() }
    #expect(try await shop.products.product(SKU("DAI-001"))?.stock == 40)
  }

  @Test("an empty cart: refused")
  func emptyCart() async throws {
    try await shop.states.signedIn()
    await #expect(throws: CheckoutError.emptyCart) { try await shop.placeOrder() }
  }

  @Test("stock that went down since the line was added is re-checked at placement")
  func stockRechecked() async throws {
    try await oliveOilChanges(afterAdding: 5, price: 899, stock: 2)
    await #expect(
      throws: CheckoutError.notEnoughStock(try SKU("PAN-002"), requested: 5, available: 2)
    ) {
      try await shop.placeOrder()
    }
    #expect(try await shop.carts.cart(for: .customer(Email("ada@example.com"))).isEmpty == false)
  }

  @Test("today's price is charged, not the price when the line was added")
  func pricesRechecked() async throws {
    try await oliveOilChanges(afterAdding: 1, price: 999, stock: 8)
    #expect(try await shop.placeOrder().lines.first?.unitPrice.minorUnits == 999)
  }

  /// Ada is ready to check out `quantity` bottles of olive oil (PAN-002); then the catalog
  /// changes its price (in cents) and stock, as a sync between adding and checking out would.
  private func oliveOilChanges(afterAdding quantity: Int, price: Int, stock: Int) async throws {
    try await shop.states.readyToCheckOut([("PAN-002", quantity)])
    _ = try await shop.products.save([
      SampleCatalog.product("PAN-002", "Olive oil", "", "Pantry", price, stock)
    ])
  }

  @Test("a promotion that expired since it was applied refuses checkout")
  func promotionRechecked() async throws {
    try await shop.states.readyToCheckOut([("PAN-002", 3)], promotion: "WELCOME10")
    shop.clock.set(Timestamp(millisecondsSince1970: 1_924_991_999_000))
    await #expect(throws: CheckoutError.self) { try await shop.placeOrder() }
    #expect(try await shop.orders.order(OrderID("O-1")) == nil)
  }

  @Test("a clock outside years 1 to 9999 places nothing: the order would break its rules")
  func clockOutsideCalendar() async throws {
    try await shop.states.readyToCheckOut([("PAN-002", 2)])
    shop.clock.set(Timestamp(millisecondsSince1970: 253_402_300_800_000))
    await #expect(throws: CheckoutError.invalidOrder(.placedAt)) { try await shop.placeOrder() }
    #expect(try await shop.orders.order(OrderID("O-1")) == nil)
    #expect(try await shop.products.product(SKU("PAN-002"))?.stock == 8)
    #expect(try await shop.carts.cart(for: .customer(Email("ada@example.com"))).isEmpty == false)
  }

  /// Placed with no review first (a one-shot command), an order whose price changes as it is
  /// written was reviewed by nobody: the refusal says the cart or the catalog changed while it
  /// was placed, not that it changed since a review.
  @Test("a one-shot placement the catalog changes under is refused as changed while placing")
  func changedUnderOneShot() async throws {
    try await shop.states.readyToCheckOut([("PAN-002", 1)])
    let products = shop.products
    let orders = RepricedAsPlaced(orders: shop.orders) {
      _ = try? await products.save([
        SampleCatalog.product("PAN-002", "Olive oil", "", "Pantry", 999, 8)
      ])
    }
    let placeOrder = PlaceOrder(
      visitor: shop.visitor, carts: shop.carts, priceCart: shop.priceCart, orders: orders,
      ids: shop.orderIDs, clock: shop.clock)
    await #expect(throws: CheckoutError.changedWhilePlacing) { try await placeOrder() }
    #expect(try await shop.orders.order(OrderID("O-1")) == nil)
  }

  @Test("placing an order keeps the customer signed in (docs/sessions.md)")
  func keepsSession() async throws {
    let review = try await shop.states.readyToCheckOut()
    #expect(try await shop.keepsSession(after: { _ = try await shop.states.placed(review) }))
  }
}

extension PlaceOrderTests {
  /// Order ids are random, so a new one may be one another order has: a second source of
  /// sequential ids draws the ones the shop's own gave first.
  @Test("an id another order has is drawn again, and the order placed under the next one")
  func idTakenDrawnAgain() async throws {
    try await shop.states.placedOrder()
    try await shop.states.readyToCheckOut([("PAN-002", 1)])
    let order = try await placeOrder(drawingFrom: SequentialOrderIDs())()
    #expect(order.id.value == "O-2")
    #expect(try await shop.orders.order(OrderID("O-2")) == order)
  }

  @Test("three taken ids in a row fail as storage does, and nothing is placed")
  func idsTakenEveryDraw() async throws {
    for _ in 1...3 { try await shop.states.placedOrder() }
    try await shop.states.readyToCheckOut([("PAN-002", 1)])
    await #expect(throws: CheckoutError.self) {
      try await placeOrder(drawingFrom: SequentialOrderIDs())()
    }
    #expect(try await shop.orders.order(OrderID("O-4")) == nil)
    #expect(try await shop.products.product(SKU("PAN-002"))?.stock == 8)
  }

  private func placeOrder(drawingFrom ids: SequentialOrderIDs) -> PlaceOrder {
    PlaceOrder(
      visitor: shop.visitor, carts: shop.carts, priceCart: shop.priceCart, orders: shop.orders,
      ids: ids, clock: shop.clock)
  }
}

/// Orders that change the catalog just before each one is written, as another process's sync
/// would between a placement's pricing and its write.
private struct RepricedAsPlaced: OrderRepository {
  let orders: any OrderRepository
  let change: @Sendable () async -> Void

  func place(_ order: Order) async throws(PlacementError) {
    await change()
    try await orders.place(order)
  }

  func cancel(_ order: Order) async throws(OrderError) { try await orders.cancel(order) }

  func order(_ id: OrderID) async throws(StorageError) -> Order? { try await orders.order(id) }

  func orders(of customer: Email, after: OrderID?, size: PageSize) async throws(PageError)
    -> Page<Order, OrderID>
  {
    try await orders.orders(of: customer, after: after, size: size)
  }
}
