import ShopDomain
import ShopInMemory
import Testing

/// `OrderRepository`, held to one contract on SQLite, PostgreSQL and in memory, with the catalog and the
/// carts it changes.
@Suite("OrderRepository contract")
struct OrderRepositoryContractTests {
  /// A store with products A-1 (€1.00, 5 in stock) and B-2 (€2.50, 1 in stock) and the
  /// customer Ada, whose cart each case fills as its order needs.
  private func prepared(_ kind: StorageKind) async throws -> Repositories {
    let repositories = try kind.make()
    _ = try await repositories.products.save([
      try Fixtures.product("A-1", price: 100, stock: 5),
      try Fixtures.product("B-2", price: 250, stock: 1),
    ])
    try await repositories.signUp(Fixtures.ada)
    return repositories
  }

  /// Ada's order O-1 of `lines` (SKU, unit price, quantity), made at `milliseconds`: the order
  /// each case places or refuses.
  private func adasOrder(_ lines: [(String, Int, Int)], at milliseconds: Int64 = 1) throws -> Order
  {
    try Fixtures.order("O-1", for: Fixtures.ada, at: milliseconds, lines: lines)
  }

  /// Nothing of the order O-1 was written: no order, and A-1's stock as `prepared` left it.
  private func expectNothingPlaced(in repositories: Repositories) async throws {
    #expect(try await repositories.orders.order(OrderID("O-1")) == nil)
    #expect(try await repositories.products.product(SKU("A-1"))?.stock == 5)
  }

  @Test(
    "placing stores the order, takes the stock and empties the customer's cart",
    arguments: StorageKind.allCases)
  func place(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    let order = try adasOrder([("A-1", 100, 2), ("B-2", 250, 1)])
    try await repositories.place(order)
    #expect(try await repositories.orders.order(OrderID("O-1")) == order)
    #expect(try await repositories.products.product(SKU("A-1"))?.stock == 3)
    #expect(try await repositories.products.product(SKU("B-2"))?.stock == 0)
    #expect(try await repositories.carts.cart(for: .customer(Fixtures.ada)).isEmpty)
  }

  /// An order id is drawn at random; two alike are a clash no storage may settle by writing one
  /// over the other.
  @Test(
    "an order whose id another order has is refused, and nothing of it is written",
    arguments: StorageKind.allCases)
  func idClash(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    let first = try adasOrder([("A-1", 100, 2)])
    try await repositories.place(first)
    let second = try adasOrder([("B-2", 250, 1)], at: 2)
    await #expect(throws: PlacementError.idTaken) { try await repositories.place(second) }
    #expect(try await repositories.orders.order(OrderID("O-1")) == first)
    #expect(try await repositories.products.product(SKU("B-2"))?.stock == 1)
    #expect(try await repositories.carts.cart(for: .customer(Fixtures.ada)) == second.cart)
  }

  @Test(
    "placing more than the stock is refused and changes nothing", arguments: StorageKind.allCases)
  func placeBeyondStock(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    let order = try adasOrder([("A-1", 100, 2), ("B-2", 250, 2)])
    await #expect(throws: PlacementError.notEnoughStock(try SKU("B-2"))) {
      try await repositories.place(order)
    }
    try await expectNothingPlaced(in: repositories)
    #expect(try await repositories.carts.cart(for: .customer(Fixtures.ada)).isEmpty == false)
  }

  @Test(
    "a cart changed after the order was made from it (another terminal) refuses the order, and nothing is written",
    arguments: StorageKind.allCases)
  func cartChanged(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    let order = try adasOrder([("A-1", 100, 2)])
    var changed = try order.cart
    try changed.add(SKU("B-2"), quantity: 1, stock: 1)
    try await repositories.carts.save([.customer(Fixtures.ada): changed])
    await #expect(throws: PlacementError.cartChanged) {
      try await repositories.orders.place(order)
    }
    try await expectNothingPlaced(in: repositories)
    #expect(try await repositories.carts.cart(for: .customer(Fixtures.ada)) == changed)
  }

  @Test(
    "one cart placed from two terminals at once is one order: the others are refused, the stock taken once",
    arguments: StorageKind.allCases)
  func placeAtOnce(kind: StorageKind) async throws {
    let file = TemporaryFile("orders.sqlite")
    let ids = (1...20).map { "O-\($0)" }
    let first = try await kind.writesAtOnce(ids.count, file: file) { repositories in
      _ = try await repositories.products.save([try Fixtures.product("A-1", price: 100, stock: 50)])
      try await repositories.signUp(Fixtures.ada)
      let cart = try Fixtures.order("O-0", for: Fixtures.ada, at: 1).cart
      try await repositories.carts.save([.customer(Fixtures.ada): cart])
    } _: { storage, index in
      let order = try Fixtures.order(ids[index], for: Fixtures.ada, at: 1)
      do throws(PlacementError) {
        try await storage.orders.place(order)
      } catch {
        #expect(error == .cartChanged)
      }
    }
    var placed: [String] = []
    for id in ids where try await first.orders.order(OrderID(id)) != nil {
      placed.append(id)
    }
    #expect(placed.count == 1, "placed: \(placed)")
    #expect(try await first.products.product(SKU("A-1"))?.stock == 49)
    #expect(try await first.carts.cart(for: .customer(Fixtures.ada)).isEmpty)
  }

  @Test(
    "two customers placing the last unit at once: one order, the other refused, no stock below 0",
    arguments: StorageKind.allCases)
  func lastUnitAtOnce(kind: StorageKind) async throws {
    let file = TemporaryFile("orders.sqlite")
    let customers = [try Fixtures.ada, try Fixtures.grace]
    let sku = try SKU("B-2")
    let orders = try customers.enumerated().map { index, customer in
      try Fixtures.order("O-\(index + 1)", for: customer, at: 1, lines: [("B-2", 250, 1)])
    }
    let first = try await kind.writesAtOnce(2, file: file) { repositories in
      _ = try await repositories.products.save([try Fixtures.product("B-2", price: 250, stock: 1)])
      for order in orders {
        try await repositories.signUp(order.customer)
        try await repositories.carts.save([.customer(order.customer): try order.cart])
      }
    } _: { storage, index in
      do throws(PlacementError) {
        try await storage.orders.place(orders[index])
      } catch {
        #expect(error == .notEnoughStock(sku))
      }
    }
    var placed = 0
    for order in orders where try await first.orders.order(order.id) != nil { placed += 1 }
    #expect(placed == 1)
    #expect(try await first.products.product(sku)?.stock == 0)
  }

  @Test("placing at a price the catalog no longer has is refused", arguments: StorageKind.allCases)
  func placeAtOldPrice(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    let order = try adasOrder([("A-1", 90, 1)])
    await #expect(throws: PlacementError.priceChanged(try SKU("A-1"))) {
      try await repositories.place(order)
    }
  }

  /// The ways a promotion can stop giving an order's discount between the review and the write.
  enum PromotionChange: String, CaseIterable, CustomTestStringConvertible {
    case none, terms, lapsed
    var testDescription: String { rawValue }
  }

  @Test(
    "an order is written only while its promotion still takes off the order's discount",
    arguments: StorageKind.allCases, PromotionChange.allCases)
  func promotionKept(kind: StorageKind, change: PromotionChange) async throws {
    let repositories = try await prepared(kind)
    let ten = { (percent: Int) throws in
      try Promotion(
        code: PromotionCode("TEN"), discount: .percent(percent),
        minimumSubtotal: Fixtures.money(0), expiresAt: Timestamp(millisecondsSince1970: 10_000))
    }
    _ = try await repositories.promotions.save([try ten(change == .terms ? 20 : 10)])
    let order = try Order(
      id: try OrderID("O-1"), customer: try Fixtures.ada,
      lines: [
        try OrderLine(
          sku: try SKU("A-1"), name: "A", unitPrice: try Fixtures.money(100), quantity: 2)
      ],
      subtotal: try Fixtures.money(200), promotionCode: try PromotionCode("TEN"),
      discount: try Fixtures.money(20), shipping: try Fixtures.money(0),
      total: try Fixtures.money(180),
      placedAt: Timestamp(millisecondsSince1970: change == .lapsed ? 10_000 : 1), status: .placed)
    guard change != .none else {
      try await repositories.place(order)
      #expect(try await repositories.orders.order(OrderID("O-1")) == order)
      return
    }
    await #expect(throws: PlacementError.promotionChanged) {
      try await repositories.place(order)
    }
    try await expectNothingPlaced(in: repositories)
  }

  @Test(
    "cancelling a placed order stores the status and returns the stock, once",
    arguments: StorageKind.allCases)
  func cancel(kind: StorageKind) async throws {
    let repositories = try await prepared(kind)
    var order = try await repositories.states().placedOrder([("A-1", 2)])
    try order.move(to: .cancelled)
    try await repositories.orders.cancel(order)
    #expect(try await repositories.orders.order(order.id)?.status == .cancelled)
    #expect(try await repositories.products.product(SKU("A-1"))?.stock == 5)
    let cancelledAgain = OrderError.illegalTransition(order.id, from: .cancelled, to: .cancelled)
    await #expect(throws: cancelledAgain) {
      try await repositories.orders.cancel(order)
    }
    #expect(try await repositories.products.product(SKU("A-1"))?.stock == 5)
  }

  @Test(
    "a customer's orders come newest first in keyset pages, and only theirs",
    arguments: StorageKind.allCases)
  func pages(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let clock = SettableClock()
    let states = repositories.states(clock: clock)
    try await states.catalog()
    // Orders O-1 to O-5 of Ada's, two of them at one moment, then O-6 of Grace's.
    for time in [5, 1, 3, 3, 4] {
      clock.set(Timestamp(millisecondsSince1970: Int64(time)))
      try await states.placedOrder()
    }
    try await states.placedOrder(customer: "grace@example.com")
    var seen: [String] = []
    var after: OrderID?
    repeat {
      let page = try await repositories.orders.orders(
        of: Fixtures.ada, after: after, size: PageSize(2))
      #expect(page.items.count <= 2)
      seen += page.items.map(\.id.value)
      after = page.nextCursor
    } while after != nil
    #expect(seen == ["O-1", "O-5", "O-4", "O-3", "O-2"])
  }
}
