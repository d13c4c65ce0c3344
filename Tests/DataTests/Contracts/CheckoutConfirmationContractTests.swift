import ShopDomain
import ShopInMemory
import Testing

/// What a person reviewed at checkout is what is placed, on every storage: each kind of change
/// between the review and the confirmation refuses the order with what changed and the new
/// review, and places nothing, takes no stock and keeps the cart.
@Suite("Confirming a reviewed checkout")
struct CheckoutConfirmationContractTests {
  /// What can change between a review and its confirmation, and what the refusal says of it.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case customer, price, lines, quantity, promotionLapsed, promotionTerms, promotionRemoved

    var testDescription: String { rawValue }
  }

  /// Ada, ready to check out at her terminal, with 2 × A-1 (€10.00) and the code TEN (10% off
  /// from €5) in her cart, and the review she confirms; shipping €4.90, free from €50. Her
  /// confirmation places as every placed state does (`ShopStates.placed`), so what a placement
  /// comes to need reaches this suite from there.
  struct Checkout {
    let repositories: Repositories
    let clock: SettableClock
    /// The review of her cart, as checkout showed it to her.
    let reviewed: CheckoutReview
    /// Her terminal, where a window sharing its state folder may sign in as someone else.
    let terminal: InMemorySessionTokens
    let review: ReviewCheckout
    let states: ShopStates

    init(_ kind: StorageKind) async throws {
      repositories = try kind.make()
      clock = SettableClock(Timestamp(millisecondsSince1970: 1_000))
      terminal = InMemorySessionTokens()
      states = repositories.states(at: terminal, clock: clock)
      try await states.catalog(
        products: [
          try Fixtures.product("A-1", price: 1_000, stock: 5),
          try Fixtures.product("B-2", price: 250, stock: 5),
        ],
        promotions: [try Self.ten(percent: 10)])
      reviewed = try await states.readyToCheckOut([("A-1", 2)], promotion: "TEN")
      let visitor = Visitor(
        sessions: repositories.sessions, tokens: terminal, newTokens: terminal, clock: clock)
      let priceCart = PriceCart(
        products: repositories.products, promotions: repositories.promotions,
        shipping: .standard, clock: clock)
      review = ReviewCheckout(visitor: visitor, carts: repositories.carts, priceCart: priceCart)
    }

    static func ten(percent: Int) throws -> Promotion {
      try Promotion(
        code: PromotionCode("TEN"), discount: .percent(percent),
        minimumSubtotal: Fixtures.money(500), expiresAt: Timestamp(millisecondsSince1970: 10_000))
    }

    /// Makes `change` happen, as a sync, another terminal of Ada's or time would.
    func make(_ change: Change) async throws {
      switch change {
      case .customer:
        // Grace, in another window sharing Ada's terminal, with a cart exactly like hers.
        try await repositories.states(at: terminal, clock: clock).signedInWithCart(
          [("A-1", 2)], customer: try Fixtures.grace.value, promotion: "TEN")
      case .price:
        _ = try await repositories.products.save([
          try Fixtures.product("A-1", price: 1_200, stock: 5)
        ])
      case .lines, .quantity:
        // At another terminal of hers.
        try await repositories.states(clock: clock).signedInWithCart(
          [(change == .lines ? "B-2" : "A-1", 1)])
      case .promotionLapsed:
        clock.set(Timestamp(millisecondsSince1970: 10_000))
      case .promotionTerms:
        _ = try await repositories.promotions.save([try Self.ten(percent: 20)])
      case .promotionRemoved:
        try await repositories.carts.save([
          .customer(Fixtures.ada): try Fixtures.cart([("A-1", 2)])
        ])
      }
    }

    /// What the refusal of `change` names, from the review before it.
    func expected(_ change: Change, reviewed: CartQuote) throws -> QuoteChange {
      switch change {
      case .customer: .customer
      case .price:
        .price(try SKU("A-1"), from: try Fixtures.money(1_000), to: try Fixtures.money(1_200))
      case .lines, .quantity: .lines
      case .promotionLapsed, .promotionRemoved:
        .discount(from: reviewed.discount, to: try Fixtures.money(0))
      case .promotionTerms: .discount(from: reviewed.discount, to: try Fixtures.money(400))
      }
    }
  }

  @Test(
    "a review confirmed unchanged places exactly that quote", arguments: StorageKind.allCases)
  func unchanged(kind: StorageKind) async throws {
    let checkout = try await Checkout(kind)
    let reviewed = checkout.reviewed
    let order = try await checkout.states.placed(reviewed)
    #expect(order.customer == reviewed.customer)
    #expect(order.total == reviewed.quote.total)
    #expect(order.discount == reviewed.quote.discount)
    #expect(order.lines.map(\.quantity) == [2])
    #expect(try await checkout.repositories.orders.order(order.id) == order)
  }

  @Test(
    "a change between the review and the confirmation refuses the order, says what changed and shows the new review; nothing is placed",
    arguments: StorageKind.allCases, Change.allCases)
  func changed(kind: StorageKind, change: Change) async throws {
    let checkout = try await Checkout(kind)
    let reviewed = checkout.reviewed
    try await checkout.make(change)
    let cartBefore = try await checkout.repositories.carts.cart(for: .customer(Fixtures.ada))
    do {
      let order = try await checkout.states.placed(reviewed)
      Issue.record("\(order.id) was placed though the \(change) changed after the review")
    } catch {
      guard case .quoteChanged(let what, let now) = error else {
        Issue.record("refused as \(error), not as a changed quote")
        return
      }
      #expect(what == (try checkout.expected(change, reviewed: reviewed.quote)))
      #expect(now == (try await checkout.review()))
    }
    for customer in [try Fixtures.ada, try Fixtures.grace] {
      let orders = try await checkout.repositories.orders.orders(
        of: customer, after: nil, size: .standard)
      #expect(orders.items.isEmpty)
    }
    #expect(try await checkout.repositories.products.product(SKU("A-1"))?.stock == 5)
    #expect(
      try await checkout.repositories.carts.cart(for: .customer(Fixtures.ada)) == cartBefore)
  }
}
