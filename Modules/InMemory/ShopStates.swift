import ShopDomain

/// The states tests and scenarios start from, each reached through the shop's own use cases as a
/// person reaches it (but the catalog, saved to the storage as a sync saves it), and each built
/// on the ones it needs: a catalog (which the others leave to the caller: `InMemoryShop` has the
/// sample one, a contract calls `catalog`), a guest with a cart, a signed-in customer (with a
/// cart, then ready to check out), a placed order, a cancelled one, a customer's wishlist, and
/// everything kept about a customer at once.
///
/// A new rule on the way to a state is one edit here: when checkout needs one more thing, it is
/// added to `readyToCheckOut`, and every test, scenario and transcript that starts from a state
/// past it (on the in-memory shop, SQLite or PostgreSQL, in-process or before a `shop` process
/// runs) gets it. Only the tests of the rule itself see the change, and the few that walk the
/// journey on purpose, as a person types it (the README's tour, the session's checkout).
///
/// Unless a test asks for others, the customer is Ada (ada@example.com) and the cart holds one
/// crème fraîche (DAI-001) from `SampleCatalog`.
public struct ShopStates: Sendable {
  /// A line a state puts in the cart: a product's SKU and how many of it.
  public typealias Line = (sku: String, quantity: Int)

  /// The cart of a state unless a test asks for another: one crème fraîche.
  public static let oneCremeFraiche: [Line] = [("DAI-001", 1)]
  /// The customer of a state unless a test asks for another.
  public static let ada = "ada@example.com"

  private let storage: Storage
  private let visitor: Visitor
  private let priceCart: PriceCart
  private let orderIDs: any OrderIDSource
  private let clock: any Clock
  private let policies: ShopPolicies

  /// The states of the shop over `storage`, for the person whose session token `tokens` keeps:
  /// the same ports a front end builds its use cases from.
  public init(
    storage: Storage, tokens: any SessionTokenKeeper, newTokens: any SessionTokenSource,
    clock: any Clock, orderIDs: any OrderIDSource, policies: ShopPolicies
  ) {
    self.storage = storage
    visitor = Visitor(
      sessions: storage.sessions, tokens: tokens, newTokens: newTokens, clock: clock)
    priceCart = PriceCart(
      products: storage.products, promotions: storage.promotions, shipping: policies.shipping,
      clock: clock)
    self.orderIDs = orderIDs
    self.clock = clock
    self.policies = policies
  }

  // MARK: The catalog

  /// A catalog of `products` and `promotions`, saved as they are: for storage that starts
  /// empty, as a contract suite's does (the in-memory shop comes with the sample catalog).
  public func catalog(
    products: [Product] = SampleCatalog.products,
    promotions: [Promotion] = SampleCatalog.promotions
  ) async throws {
    _ = try await storage.products.save(products)
    _ = try await storage.promotions.save(promotions)
  }

  /// The catalog synced from `feed` if it holds no product yet, as the app fills a new database
  /// before its first command; a catalog with products is left as it is.
  public func catalog(filledFrom feed: any CatalogFeed) async throws {
    let sync = SyncCatalog(
      feed: feed, catalog: storage.catalogImporter, currency: policies.currency)
    try await FillEmptyCatalog(products: storage.products, sync: sync)()
  }

  // MARK: The cart

  /// Nobody signed in, with `lines` added to the guest cart and `promotion` applied; the cart.
  @discardableResult
  public func guestWithCart(_ lines: [Line] = oneCremeFraiche, promotion: String? = nil)
    async throws -> CartQuote
  {
    try await fill(lines, promotion: promotion)
  }

  /// `customer` signed in at this terminal (any guest cart moved into theirs); the session.
  @discardableResult
  public func signedIn(_ customer: String = ada) async throws -> Session {
    try await SignIn(authenticator: storage.authenticator, visitor: visitor)(Email(customer))
      .session
  }

  /// `customer` signed in, with `lines` added to their cart and `promotion` applied; the cart.
  @discardableResult
  public func signedInWithCart(
    _ lines: [Line] = oneCremeFraiche, customer: String = ada, promotion: String? = nil
  ) async throws -> CartQuote {
    try await signedIn(customer)
    return try await fill(lines, promotion: promotion)
  }

  // MARK: Checkout

  /// A customer with a cart and everything checkout needs to place it; the review checkout
  /// shows (the customer and the quote), which `PlaceOrder` places when called `confirming:`
  /// it. A new precondition of checkout goes here.
  @discardableResult
  public func readyToCheckOut(
    _ lines: [Line] = oneCremeFraiche, customer: String = ada, promotion: String? = nil
  ) async throws -> CheckoutReview {
    try await signedInWithCart(lines, customer: customer, promotion: promotion)
    return try await ReviewCheckout(visitor: visitor, carts: storage.carts, priceCart: priceCart)()
  }

  /// The order a customer placed from a cart ready to check out, confirming its review; the
  /// cart is then empty and the stock taken.
  @discardableResult
  public func placedOrder(
    _ lines: [Line] = oneCremeFraiche, customer: String = ada, promotion: String? = nil
  ) async throws -> Order {
    try await placed(readyToCheckOut(lines, customer: customer, promotion: promotion))
  }

  /// `review`, placed now by the customer it names, signed in at this terminal; the order. What
  /// a placement comes to need is given here, once.
  @discardableResult
  public func placed(_ review: CheckoutReview) async throws(CheckoutError) -> Order {
    let place = PlaceOrder(
      visitor: visitor, carts: storage.carts, priceCart: priceCart, orders: storage.orders,
      ids: orderIDs, clock: clock)
    return try await place(confirming: review)
  }

  /// A placed order its customer cancelled; its units are back in stock.
  @discardableResult
  public func cancelledOrder(
    _ lines: [Line] = oneCremeFraiche, customer: String = ada, promotion: String? = nil
  ) async throws -> Order {
    try await cancelled(placedOrder(lines, customer: customer, promotion: promotion))
  }

  /// `order`, placed before by the customer signed in at this terminal, cancelled by them now;
  /// the order as cancelled. What a cancellation comes to need is given here, once.
  @discardableResult
  public func cancelled(_ order: Order) async throws -> Order {
    try await CancelOrder(visitor: visitor, orders: storage.orders)(order.id)
  }

  // MARK: The wishlist

  /// `skus` saved for later, in that order, by the customer signed in at this terminal (a state
  /// above signs them in); the wishlist. A new step on the way to saving one goes here.
  @discardableResult
  public func savedForLater(_ skus: [String] = ["PAN-001"]) async throws -> [Product] {
    let save = SaveForLater(
      visitor: visitor, wishlists: storage.wishlists, products: storage.products)
    var wishlist: [Product] = []
    for sku in skus {
      wishlist = try await save(SKU(sku))
    }
    return wishlist
  }

  // MARK: Everything kept about a customer

  /// One of each thing the shop keeps about the customer, signed in at this terminal: a
  /// cancelled order, a placed one, a saved product and a cart. Where a test of all a person's
  /// data starts (the operator's removal of a customer, `CustomerRemovalTests`): a feature that
  /// keeps a customer's rows adds its own state here, and that test fails until it does.
  public func everythingKept() async throws {
    _ = try await cancelledOrder()
    _ = try await placedOrder()
    try await savedForLater()
    _ = try await signedInWithCart()
  }

  /// Adds `lines` to the current cart and applies `promotion`, as a shopper would; the cart.
  private func fill(_ lines: [Line], promotion: String?) async throws -> CartQuote {
    let add = AddToCart(visitor: visitor, carts: storage.carts, priceCart: priceCart)
    var cart = try await ViewCart(visitor: visitor, carts: storage.carts, priceCart: priceCart)()
    for line in lines {
      cart = try await add(SKU(line.sku), quantity: line.quantity)
    }
    guard let promotion else { return cart }
    return try await ApplyPromotion(visitor: visitor, carts: storage.carts, priceCart: priceCart)(
      PromotionCode(promotion))
  }
}
