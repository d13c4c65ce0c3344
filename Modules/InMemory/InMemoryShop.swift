import ShopDomain

/// Every port of the shop implemented in memory over one store, with a settable clock and
/// predictable order ids: what a test needs to run any use case, and what the app's scenarios
/// run on.
public struct InMemoryShop: Sendable {
  public let products: InMemoryProductRepository
  public let promotions: InMemoryPromotionRepository
  public let carts: InMemoryCartRepository
  public let orders: InMemoryOrderRepository
  public let sessions: InMemorySessionRepository
  public let wishlists: InMemoryWishlistRepository
  public let authenticator: InMemoryAuthenticator
  /// This shop's one terminal, holding its session token in memory.
  public let terminal: InMemorySessionTokens
  public let clock: SettableClock
  public let orderIDs: SequentialOrderIDs
  public let policies: ShopPolicies

  /// A shop with these products and promotions, nobody signed in and every cart empty, run by
  /// the shop's standard policies (shipping €4.90, free from €50; euros).
  public init(
    products: [Product] = SampleCatalog.products, promotions: [Promotion] = SampleCatalog.promotions
  ) {
    let catalog = InMemoryProductRepository(products)
    let carts = InMemoryCartRepository()
    self.products = catalog
    let codes = InMemoryPromotionRepository(promotions)
    self.promotions = codes
    self.carts = carts
    orders = InMemoryOrderRepository(products: catalog, carts: carts, promotions: codes)
    sessions = InMemorySessionRepository(carts: carts, products: catalog)
    wishlists = InMemoryWishlistRepository()
    authenticator = InMemoryAuthenticator()
    terminal = InMemorySessionTokens()
    clock = SettableClock()
    orderIDs = SequentialOrderIDs()
    policies = .standard
  }

  /// Every storage port of this shop, as the app and the Stores are built from.
  public var storage: Storage {
    Storage(
      products: products, promotions: promotions, catalogImporter: catalogImporter, carts: carts,
      orders: orders, sessions: sessions, wishlists: wishlists, authenticator: authenticator)
  }

  /// The states tests start from, on this shop, for the person at its terminal.
  public var states: ShopStates {
    ShopStates(
      storage: storage, tokens: terminal, newTokens: terminal, clock: clock, orderIDs: orderIDs,
      policies: policies)
  }

  /// The person at this shop's terminal.
  public var visitor: Visitor { visitor(at: terminal) }

  /// The person at another terminal over the same storage: a second visitor, with a token of its
  /// own.
  public func visitor(at terminal: InMemorySessionTokens) -> Visitor {
    Visitor(sessions: sessions, tokens: terminal, newTokens: terminal, clock: clock)
  }

  public var priceCart: PriceCart {
    PriceCart(
      products: products, promotions: promotions, shipping: policies.shipping, clock: clock)
  }

  /// The catalog's import, all or nothing, over this shop's products and promotions.
  public var catalogImporter: InMemoryCatalogImporter {
    InMemoryCatalogImporter(products: products, promotions: promotions)
  }

  /// A sync of `feed` into this shop's catalog, in the shop's currency.
  public func syncCatalog(from feed: any CatalogFeed) -> SyncCatalog {
    SyncCatalog(feed: feed, catalog: catalogImporter, currency: policies.currency)
  }

  public var addToCart: AddToCart {
    AddToCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public var applyPromotion: ApplyPromotion {
    ApplyPromotion(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public var saveForLater: SaveForLater {
    SaveForLater(visitor: visitor, wishlists: wishlists, products: products)
  }

  public var moveToCart: MoveToCart {
    MoveToCart(visitor: visitor, wishlists: wishlists, products: products, addToCart: addToCart)
  }

  public var signIn: SignIn {
    SignIn(authenticator: authenticator, visitor: visitor)
  }

  public var reviewCheckout: ReviewCheckout {
    ReviewCheckout(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public var placeOrder: PlaceOrder {
    PlaceOrder(
      visitor: visitor, carts: carts, priceCart: priceCart, orders: orders, ids: orderIDs,
      clock: clock)
  }

  /// The guest cart of this shop's terminal: empty while it holds no token.
  public func guestCart() async throws(StorageError) -> Cart {
    guard let token = terminal.token() else { return Cart() }
    return try await carts.cart(for: .guest(token))
  }

  /// Who is signed in at this shop's terminal.
  public func currentSession() async throws(StorageError) -> Session? {
    guard let token = terminal.token() else { return nil }
    return try await sessions.current(token)
  }

  /// Signs `email` in, as a test's first step.
  public func signIn(_ email: String) async throws {
    _ = try await signIn(Email(email))
  }

  /// Whether the customer signed in here is still signed in when `change` was the last thing
  /// they did, a day before their sign-in would be forgotten as unused: another terminal's first
  /// token comes a day after that, and forgets every token unused since (docs/sessions.md). Each
  /// change a signed-in customer keeps is held to it in its own use case's tests; doing nothing,
  /// or only reading, is not.
  public func keepsSession(after change: () async throws -> Void) async throws -> Bool {
    let start = clock.now().millisecondsSince1970
    let day: Int64 = 24 * 60 * 60 * 1000
    clock.set(Timestamp(millisecondsSince1970: start + Session.unusedLifetimeMilliseconds - day))
    try await change()
    clock.set(Timestamp(millisecondsSince1970: start + Session.unusedLifetimeMilliseconds + day))
    let other = visitor(at: InMemorySessionTokens())
    _ = try await AddToCart(visitor: other, carts: carts, priceCart: priceCart)(
      SKU("DAI-001"), quantity: 1)
    return try await currentSession() != nil
  }
}
