import ShopDomain

/// Builds each screen's Store from Domain's ports: the use cases it needs, made by plain
/// initializers, the observer hook, and its screen events wired to the Flow. The one wiring of
/// Stores: the app hands it the database's ports; tests, scenarios and previews hand it the
/// in-memory ones. A factory wires and never decides: what follows an event is the Flow's call,
/// and which Store to build is the caller's.
@MainActor
public struct StoreFactory {
  /// The implementations of Domain's ports a run uses, and the policies the shop runs by.
  public struct Ports: Sendable {
    /// Every port that keeps the shop's data, from one adapter.
    public let storage: Storage
    /// Where this front end keeps its session token (a file for a terminal, memory for a test).
    public let sessionTokens: any SessionTokenKeeper
    /// Where a new session token comes from: the system's secure random source in the app.
    public let newSessionTokens: any SessionTokenSource
    public let clock: any Clock
    public let orderIDs: any OrderIDSource
    public let shipping: ShippingPolicy
    /// The currency the shop sells in: feed records priced in another are refused.
    public let currency: Currency

    public init(
      storage: Storage, sessionTokens: any SessionTokenKeeper,
      newSessionTokens: any SessionTokenSource, clock: any Clock, orderIDs: any OrderIDSource,
      shipping: ShippingPolicy, currency: Currency
    ) {
      self.storage = storage
      self.sessionTokens = sessionTokens
      self.newSessionTokens = newSessionTokens
      self.clock = clock
      self.orderIDs = orderIDs
      self.shipping = shipping
      self.currency = currency
    }

    /// The person at this front end, as the use cases reach them.
    var visitor: Visitor {
      Visitor(
        sessions: storage.sessions, tokens: sessionTokens, newTokens: newSessionTokens,
        clock: clock)
    }
  }

  public let ports: Ports
  private var storage: Storage { ports.storage }
  private let observer: FlowObserver
  private let flow: AppFlow?

  /// Stores whose events go to `flow`; without one (a test of a single Store), to the `events`
  /// each Store is built with, or nowhere.
  public init(ports: Ports, observer: FlowObserver = .none, flow: AppFlow? = nil) {
    self.ports = ports
    self.observer = observer
    self.flow = flow
  }

  public func catalog(events: EventSink<CatalogStore.Event>? = nil) -> CatalogStore {
    Store(
      CatalogFeature(searchProducts: SearchProducts(products: storage.products)),
      state: CatalogStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func offers() -> OffersStore {
    let feature = OffersFeature(
      listCategories: ListCategories(products: storage.products),
      listPromotions: ListPromotions(promotions: storage.promotions, clock: ports.clock))
    return Store(feature, state: OffersStore.State(), observer: observer)
  }

  public func productDetail() -> ProductDetailStore {
    Store(
      ProductDetailFeature(showProduct: ShowProduct(products: storage.products)),
      state: ProductDetailStore.State(), observer: observer)
  }

  public func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    Store(
      CatalogSyncFeature(syncCatalog: syncCatalog(from: feed)), state: CatalogSyncStore.State(),
      observer: observer)
  }

  public func cart(events: EventSink<CartStore.Event>? = nil) -> CartStore {
    let (visitor, carts) = (ports.visitor, storage.carts)
    let feature = CartFeature(
      viewCart: ViewCart(visitor: visitor, carts: carts, priceCart: priceCart),
      addToCart: addToCart,
      setQuantity: SetCartQuantity(visitor: visitor, carts: carts, priceCart: priceCart),
      removeFromCart: RemoveFromCart(visitor: visitor, carts: carts, priceCart: priceCart),
      applyPromotion: ApplyPromotion(visitor: visitor, carts: carts, priceCart: priceCart),
      removePromotion: RemovePromotion(visitor: visitor, carts: carts, priceCart: priceCart))
    return Store(
      feature, state: CartStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func wishlist(events: EventSink<WishlistStore.Event>? = nil) -> WishlistStore {
    let (visitor, wishlists, products) = (ports.visitor, storage.wishlists, storage.products)
    let feature = WishlistFeature(
      view: ViewWishlist(visitor: visitor, wishlists: wishlists, products: products),
      save: SaveForLater(visitor: visitor, wishlists: wishlists, products: products),
      remove: RemoveFromWishlist(visitor: visitor, wishlists: wishlists, products: products),
      moveToCart: MoveToCart(
        visitor: visitor, wishlists: wishlists, products: products, addToCart: addToCart))
    return Store(
      feature, state: WishlistStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func checkout(events: EventSink<CheckoutStore.Event>? = nil) -> CheckoutStore {
    let feature = CheckoutFeature(
      placeOrder: PlaceOrder(
        visitor: ports.visitor, carts: storage.carts, priceCart: priceCart,
        orders: storage.orders, ids: ports.orderIDs, clock: ports.clock),
      reviewCheckout: ReviewCheckout(
        visitor: ports.visitor, carts: storage.carts, priceCart: priceCart))
    return Store(
      feature, state: CheckoutStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func orders(events: EventSink<OrdersStore.Event>? = nil) -> OrdersStore {
    Store(
      OrdersFeature(listOrders: ListOrders(visitor: ports.visitor, orders: storage.orders)),
      state: OrdersStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func orderDetail() -> OrderDetailStore {
    let feature = OrderDetailFeature(
      showOrder: ShowOrder(visitor: ports.visitor, orders: storage.orders),
      cancelOrder: CancelOrder(visitor: ports.visitor, orders: storage.orders))
    return Store(feature, state: OrderDetailStore.State(), observer: observer)
  }

  public func account(events: EventSink<AccountStore.Event>? = nil) -> AccountStore {
    let feature = AccountFeature(
      signIn: SignIn(authenticator: storage.authenticator, visitor: ports.visitor),
      signOut: SignOut(visitor: ports.visitor),
      currentSession: CurrentSession(visitor: ports.visitor))
    return Store(
      feature, state: AccountStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  /// The use case that fills an empty catalog from `feed`.
  public func fillEmptyCatalog(from feed: any CatalogFeed) -> FillEmptyCatalog {
    FillEmptyCatalog(products: storage.products, sync: syncCatalog(from: feed))
  }

  private func syncCatalog(from feed: any CatalogFeed) -> SyncCatalog {
    SyncCatalog(feed: feed, catalog: storage.catalogImporter, currency: ports.currency)
  }

  private var priceCart: PriceCart {
    PriceCart(
      products: storage.products, promotions: storage.promotions, shipping: ports.shipping,
      clock: ports.clock)
  }

  private var addToCart: AddToCart {
    AddToCart(visitor: ports.visitor, carts: storage.carts, priceCart: priceCart)
  }
}
