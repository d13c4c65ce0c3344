import ShopDomain
import ShopInMemory
import Testing

/// The states tests and scenarios start from (`ShopStates`) hold on every storage: each is what
/// its name says, read back through the ports, so a test that starts from one on SQLite or
/// PostgreSQL starts where the same test on the in-memory shop does.
@Suite("The states tests start from")
struct ShopStatesContractTests {
  @Test("the catalog holds the sample products and promotions", arguments: StorageKind.allCases)
  func catalog(kind: StorageKind) async throws {
    let (repositories, _, _) = try await kind.withCatalog()
    #expect(try await repositories.products.product(SKU("DAI-001"))?.stock == 40)
    #expect(try await repositories.promotions.all().count == SampleCatalog.promotions.count)
  }

  @Test(
    "a catalog filled from a feed is filled once; one with products is left as it is",
    arguments: StorageKind.allCases)
  func filledCatalog(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let states = repositories.states()
    let feed = CannedCatalogFeed(products: [SampleCatalog.product("PAN-001", "Hot sauce")])
    try await states.catalog(filledFrom: feed)
    _ = try await repositories.products.save([
      SampleCatalog.product("PAN-001", "Hot sauce", "", "Pantry", 100, 3)
    ])
    try await states.catalog(filledFrom: feed)
    #expect(try await repositories.products.product(SKU("PAN-001"))?.stock == 3)
  }

  @Test(
    "a guest with a cart: nobody signed in, the lines and the promotion in the guest cart",
    arguments: StorageKind.allCases)
  func guestWithCart(kind: StorageKind) async throws {
    let (repositories, states, terminal) = try await kind.withCatalog()
    let cart = try await states.guestWithCart([("PAN-002", 3)], promotion: "WELCOME10")
    let token = try #require(terminal.token())
    #expect(try await repositories.sessions.current(token) == nil)
    try await expectThreeOilsWithWelcome10(
      cart, stored: repositories.carts.cart(for: .guest(token)))
  }

  @Test(
    "a signed-in customer with a cart: their session, their lines and their promotion",
    arguments: StorageKind.allCases)
  func signedInWithCart(kind: StorageKind) async throws {
    let (repositories, states, terminal) = try await kind.withCatalog()
    let cart = try await states.signedInWithCart(
      [("PAN-002", 3)], customer: "grace@example.com", promotion: "WELCOME10")
    let token = try #require(terminal.token())
    let grace = try Email("grace@example.com")
    #expect(try await repositories.sessions.current(token)?.customer == grace)
    try await expectThreeOilsWithWelcome10(
      cart, stored: repositories.carts.cart(for: .customer(grace)))
  }

  /// Three olive oils (€26.97) with WELCOME10, 10% off: in the stored cart and the quote.
  private func expectThreeOilsWithWelcome10(_ cart: CartQuote, stored: Cart) throws {
    #expect(stored.quantity(of: try SKU("PAN-002")) == 3)
    #expect(stored.promotionCode == (try PromotionCode("WELCOME10")))
    #expect(cart.discount.minorUnits == 270)
  }

  @Test(
    "ready to check out: Ada signed in, and the review of her one crème fraîche",
    arguments: StorageKind.allCases)
  func readyToCheckOut(kind: StorageKind) async throws {
    let (repositories, states, terminal) = try await kind.withCatalog()
    let review = try await states.readyToCheckOut()
    let token = try #require(terminal.token())
    #expect(try await repositories.sessions.current(token)?.customer == (try Email(ShopStates.ada)))
    #expect(review.customer == (try Email(ShopStates.ada)))
    #expect(review.quote.lines.map(\.product.sku.value) == ["DAI-001"])
    #expect(review.quote.total.minorUnits == 249 + 490)
  }

  @Test(
    "a placed order and a cancelled one: stored as Ada's with their status, the cart empty, the stock taken and then given back",
    arguments: StorageKind.allCases, [OrderStatus.placed, .cancelled])
  func order(kind: StorageKind, status: OrderStatus) async throws {
    let (repositories, states, _) = try await kind.withCatalog()
    let threeCremes: [ShopStates.Line] = [("DAI-001", 3)]
    let order =
      try await status == .placed
      ? states.placedOrder(threeCremes) : states.cancelledOrder(threeCremes)
    #expect(order.status == status)
    #expect(order.customer == (try Email(ShopStates.ada)))
    #expect(try await repositories.orders.order(order.id) == order)
    #expect(try await repositories.carts.cart(for: .customer(order.customer)).isEmpty)
    // The shelf holds 40: the three ordered are off it while the order stands.
    let onTheShelf = status == .placed ? 37 : 40
    #expect(try await repositories.products.product(SKU("DAI-001"))?.stock == onTheShelf)
  }
}
