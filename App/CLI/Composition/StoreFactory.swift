import ShopDomain
import ShopPresentation

/// Builds each screen's Store from the run's dependencies: the use cases it needs, made by plain
/// initializers. A factory wires and never decides: which Store to build, and when, is up to
/// the caller.
@MainActor
struct StoreFactory {
  let dependencies: Dependencies

  private var priceCart: PriceCart {
    PriceCart(
      products: dependencies.products, promotions: dependencies.promotions,
      shipping: dependencies.shipping,
      clock: dependencies.clock)
  }

  func catalog() -> CatalogStore {
    CatalogStore(searchProducts: SearchProducts(products: dependencies.products))
  }

  func productDetail() -> ProductDetailStore {
    ProductDetailStore(showProduct: ShowProduct(products: dependencies.products))
  }

  func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    CatalogSyncStore(
      syncCatalog: SyncCatalog(
        feed: feed, products: dependencies.products, promotions: dependencies.promotions))
  }

  func cart() -> CartStore {
    let sessions = dependencies.sessions
    let carts = dependencies.carts
    let products = dependencies.products
    return CartStore(
      useCases: CartUseCases(
        viewCart: ViewCart(sessions: sessions, carts: carts, priceCart: priceCart),
        addToCart: AddToCart(
          sessions: sessions, carts: carts, products: products, priceCart: priceCart),
        setQuantity: SetCartQuantity(
          sessions: sessions, carts: carts, products: products, priceCart: priceCart),
        removeFromCart: RemoveFromCart(sessions: sessions, carts: carts, priceCart: priceCart),
        applyPromotion: ApplyPromotion(
          sessions: sessions, carts: carts, promotions: dependencies.promotions,
          priceCart: priceCart,
          clock: dependencies.clock),
        removePromotion: RemovePromotion(sessions: sessions, carts: carts, priceCart: priceCart)
      )
    )
  }

  func checkout(events: @escaping EventSink<CheckoutEvent> = { _ in }) -> CheckoutStore {
    CheckoutStore(
      placeOrder: PlaceOrder(
        sessions: dependencies.sessions, carts: dependencies.carts, priceCart: priceCart,
        orders: dependencies.orders, ids: dependencies.orderIDs, clock: dependencies.clock),
      events: events
    )
  }

  func orders() -> OrdersStore {
    OrdersStore(
      listOrders: ListOrders(sessions: dependencies.sessions, orders: dependencies.orders))
  }

  func orderDetail() -> OrderDetailStore {
    OrderDetailStore(
      showOrder: ShowOrder(sessions: dependencies.sessions, orders: dependencies.orders),
      cancelOrder: CancelOrder(sessions: dependencies.sessions, orders: dependencies.orders)
    )
  }

  func account(events: @escaping EventSink<AccountEvent> = { _ in }) -> AccountStore {
    AccountStore(
      signIn: SignIn(
        authenticator: dependencies.authenticator, sessions: dependencies.sessions,
        carts: dependencies.carts,
        products: dependencies.products, clock: dependencies.clock),
      signOut: SignOut(sessions: dependencies.sessions),
      currentSession: CurrentSession(sessions: dependencies.sessions),
      events: events
    )
  }

  /// The use case that fills an empty catalog from the bundled feed.
  func fillEmptyCatalog() -> FillEmptyCatalog {
    FillEmptyCatalog(
      feed: dependencies.bundledFeed, products: dependencies.products,
      promotions: dependencies.promotions)
  }
}
