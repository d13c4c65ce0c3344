import ShopDomain
import ShopPresentation

/// Builds each screen's Store from the run's dependencies: the use cases it needs, made by plain
/// initializers, the observer hook, and its screen events wired to the Flow. A factory wires and
/// never decides: what follows an event is the Flow's call, and which Store to build is the
/// caller's.
@MainActor
struct StoreFactory {
  let dependencies: Dependencies
  let observer: FlowObserver
  let flow: AppFlow

  private var priceCart: PriceCart {
    PriceCart(
      products: dependencies.products, promotions: dependencies.promotions,
      shipping: dependencies.shipping,
      clock: dependencies.clock)
  }

  private var viewCart: ViewCart {
    ViewCart(sessions: dependencies.sessions, carts: dependencies.carts, priceCart: priceCart)
  }

  func catalog() -> CatalogStore {
    CatalogStore(
      searchProducts: SearchProducts(products: dependencies.products), observer: observer,
      events: { [flow] in flow.handle($0) })
  }

  func productDetail() -> ProductDetailStore {
    ProductDetailStore(
      showProduct: ShowProduct(products: dependencies.products), observer: observer)
  }

  func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    CatalogSyncStore(
      syncCatalog: syncCatalog(from: feed),
      observer: observer)
  }

  func cart() -> CartStore {
    let sessions = dependencies.sessions
    let carts = dependencies.carts
    let products = dependencies.products
    let useCases = CartUseCases(
      viewCart: viewCart,
      addToCart: AddToCart(
        sessions: sessions, carts: carts, products: products, priceCart: priceCart),
      setQuantity: SetCartQuantity(
        sessions: sessions, carts: carts, products: products, priceCart: priceCart),
      removeFromCart: RemoveFromCart(sessions: sessions, carts: carts, priceCart: priceCart),
      applyPromotion: ApplyPromotion(
        sessions: sessions, carts: carts, promotions: dependencies.promotions, priceCart: priceCart,
        clock: dependencies.clock),
      removePromotion: RemovePromotion(sessions: sessions, carts: carts, priceCart: priceCart)
    )
    return CartStore(useCases: useCases, observer: observer, events: { [flow] in flow.handle($0) })
  }

  func wishlist() -> WishlistStore {
    let sessions = dependencies.sessions
    let wishlists = dependencies.wishlists
    let products = dependencies.products
    let addToCart = AddToCart(
      sessions: sessions, carts: dependencies.carts, products: products, priceCart: priceCart)
    let useCases = WishlistUseCases(
      view: ViewWishlist(sessions: sessions, wishlists: wishlists, products: products),
      save: SaveForLater(sessions: sessions, wishlists: wishlists, products: products),
      remove: RemoveFromWishlist(sessions: sessions, wishlists: wishlists, products: products),
      moveToCart: MoveToCart(
        sessions: sessions, wishlists: wishlists, products: products, addToCart: addToCart)
    )
    return WishlistStore(
      useCases: useCases, observer: observer, events: { [flow] in flow.handle($0) })
  }

  func checkout() -> CheckoutStore {
    CheckoutStore(
      placeOrder: PlaceOrder(
        sessions: dependencies.sessions, carts: dependencies.carts, priceCart: priceCart,
        orders: dependencies.orders, ids: dependencies.orderIDs, clock: dependencies.clock),
      reviewCheckout: ReviewCheckout(
        sessions: dependencies.sessions, carts: dependencies.carts, priceCart: priceCart),
      observer: observer,
      events: { [flow] in flow.handle($0) }
    )
  }

  func orders() -> OrdersStore {
    OrdersStore(
      listOrders: ListOrders(sessions: dependencies.sessions, orders: dependencies.orders),
      observer: observer,
      events: { [flow] in flow.handle($0) })
  }

  func orderDetail() -> OrderDetailStore {
    OrderDetailStore(
      showOrder: ShowOrder(sessions: dependencies.sessions, orders: dependencies.orders),
      cancelOrder: CancelOrder(sessions: dependencies.sessions, orders: dependencies.orders),
      observer: observer
    )
  }

  func account() -> AccountStore {
    AccountStore(
      signIn: SignIn(
        authenticator: dependencies.authenticator, sessions: dependencies.sessions,
        clock: dependencies.clock),
      signOut: SignOut(sessions: dependencies.sessions),
      currentSession: CurrentSession(sessions: dependencies.sessions),
      observer: observer,
      events: { [flow] in flow.handle($0) }
    )
  }

  /// The use case that fills an empty catalog from the bundled feed.
  func fillEmptyCatalog() -> FillEmptyCatalog {
    FillEmptyCatalog(
      products: dependencies.products, sync: syncCatalog(from: dependencies.bundledFeed))
  }

  private func syncCatalog(from feed: any CatalogFeed) -> SyncCatalog {
    SyncCatalog(feed: feed, catalog: dependencies.catalogImporter, currency: ShopPolicies.currency)
  }
}
