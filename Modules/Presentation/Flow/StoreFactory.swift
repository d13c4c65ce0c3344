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
    public let products: any ProductRepository
    public let promotions: any PromotionRepository
    public let catalogImporter: any CatalogImporter
    public let carts: any CartRepository
    public let orders: any OrderRepository
    public let sessions: any SessionRepository
    public let wishlists: any WishlistRepository
    public let authenticator: any Authenticator
    public let clock: any Clock
    public let orderIDs: any OrderIDSource
    public let shipping: ShippingPolicy
    /// The currency the shop sells in: feed records priced in another are refused.
    public let currency: Currency

    public init(
      products: any ProductRepository, promotions: any PromotionRepository,
      catalogImporter: any CatalogImporter, carts: any CartRepository,
      orders: any OrderRepository, sessions: any SessionRepository,
      wishlists: any WishlistRepository, authenticator: any Authenticator, clock: any Clock,
      orderIDs: any OrderIDSource, shipping: ShippingPolicy, currency: Currency
    ) {
      self.products = products
      self.promotions = promotions
      self.catalogImporter = catalogImporter
      self.carts = carts
      self.orders = orders
      self.sessions = sessions
      self.wishlists = wishlists
      self.authenticator = authenticator
      self.clock = clock
      self.orderIDs = orderIDs
      self.shipping = shipping
      self.currency = currency
    }
  }

  public let ports: Ports
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
    CatalogStore(
      searchProducts: SearchProducts(products: ports.products), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func offers() -> OffersStore {
    OffersStore(
      listCategories: ListCategories(products: ports.products),
      listPromotions: ListPromotions(promotions: ports.promotions, clock: ports.clock),
      observer: observer)
  }

  public func productDetail() -> ProductDetailStore {
    ProductDetailStore(showProduct: ShowProduct(products: ports.products), observer: observer)
  }

  public func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    CatalogSyncStore(syncCatalog: syncCatalog(from: feed), observer: observer)
  }

  public func cart(events: EventSink<CartStore.Event>? = nil) -> CartStore {
    let useCases = CartStore.UseCases(
      viewCart: ViewCart(sessions: ports.sessions, carts: ports.carts, priceCart: priceCart),
      addToCart: addToCart,
      setQuantity: SetCartQuantity(
        sessions: ports.sessions, carts: ports.carts, products: ports.products,
        priceCart: priceCart),
      removeFromCart: RemoveFromCart(
        sessions: ports.sessions, carts: ports.carts, priceCart: priceCart),
      applyPromotion: ApplyPromotion(
        sessions: ports.sessions, carts: ports.carts, promotions: ports.promotions,
        priceCart: priceCart, clock: ports.clock),
      removePromotion: RemovePromotion(
        sessions: ports.sessions, carts: ports.carts, priceCart: priceCart))
    return CartStore(
      useCases: useCases, observer: observer, events: events ?? { [flow] in flow?.handle($0) })
  }

  public func wishlist(events: EventSink<WishlistStore.Event>? = nil) -> WishlistStore {
    let (sessions, wishlists, products) = (ports.sessions, ports.wishlists, ports.products)
    let useCases = WishlistStore.UseCases(
      view: ViewWishlist(sessions: sessions, wishlists: wishlists, products: products),
      save: SaveForLater(sessions: sessions, wishlists: wishlists, products: products),
      remove: RemoveFromWishlist(sessions: sessions, wishlists: wishlists, products: products),
      moveToCart: MoveToCart(
        sessions: sessions, wishlists: wishlists, products: products, addToCart: addToCart))
    return WishlistStore(
      useCases: useCases, observer: observer, events: events ?? { [flow] in flow?.handle($0) })
  }

  public func checkout(events: EventSink<CheckoutStore.Event>? = nil) -> CheckoutStore {
    CheckoutStore(
      placeOrder: PlaceOrder(
        sessions: ports.sessions, carts: ports.carts, priceCart: priceCart, orders: ports.orders,
        ids: ports.orderIDs, clock: ports.clock),
      reviewCheckout: ReviewCheckout(
        sessions: ports.sessions, carts: ports.carts, priceCart: priceCart),
      observer: observer, events: events ?? { [flow] in flow?.handle($0) })
  }

  public func orders(events: EventSink<OrdersStore.Event>? = nil) -> OrdersStore {
    OrdersStore(
      listOrders: ListOrders(sessions: ports.sessions, orders: ports.orders), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func orderDetail() -> OrderDetailStore {
    OrderDetailStore(
      showOrder: ShowOrder(sessions: ports.sessions, orders: ports.orders),
      cancelOrder: CancelOrder(sessions: ports.sessions, orders: ports.orders), observer: observer)
  }

  public func account(events: EventSink<AccountStore.Event>? = nil) -> AccountStore {
    AccountStore(
      signIn: SignIn(
        authenticator: ports.authenticator, sessions: ports.sessions, clock: ports.clock),
      signOut: SignOut(sessions: ports.sessions),
      currentSession: CurrentSession(sessions: ports.sessions), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  /// The use case that fills an empty catalog from `feed`.
  public func fillEmptyCatalog(from feed: any CatalogFeed) -> FillEmptyCatalog {
    FillEmptyCatalog(products: ports.products, sync: syncCatalog(from: feed))
  }

  private func syncCatalog(from feed: any CatalogFeed) -> SyncCatalog {
    SyncCatalog(feed: feed, catalog: ports.catalogImporter, currency: ports.currency)
  }

  private var priceCart: PriceCart {
    PriceCart(
      products: ports.products, promotions: ports.promotions, shipping: ports.shipping,
      clock: ports.clock)
  }

  private var addToCart: AddToCart {
    AddToCart(
      sessions: ports.sessions, carts: ports.carts, products: ports.products, priceCart: priceCart)
  }
}
