import ShopDomain

/// Builds each screen's Store from Domain's ports: its use cases, made by plain initializers,
/// the observer hook, and its events wired to the Flow. The one wiring of Stores, handed the
/// database's ports by the app, and by tests, scenarios and previews the in-memory ones (or, for
/// the `failing-storage` scenario, the SQL ones on a database that cannot be reached). It wires
/// and never decides: what follows an event is the Flow's call.
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
    /// The shop's business settings, each handed to the use cases that need it.
    public let policies: ShopPolicies

    public init(
      storage: Storage, sessionTokens: any SessionTokenKeeper,
      newSessionTokens: any SessionTokenSource, clock: any Clock, orderIDs: any OrderIDSource,
      policies: ShopPolicies
    ) {
      self.storage = storage
      self.sessionTokens = sessionTokens
      self.newSessionTokens = newSessionTokens
      self.clock = clock
      self.orderIDs = orderIDs
      self.policies = policies
    }

    /// The person at this front end, as the use cases reach them.
    var visitor: Visitor {
      Visitor(
        sessions: storage.sessions, tokens: sessionTokens, newTokens: newSessionTokens,
        clock: clock)
    }
  }

  public let ports: Ports
  var storage: Storage { ports.storage }
  let observer: FlowObserver
  let flow: AppFlow?

  /// Stores whose events go to the `events` each is built with, when given (a test of a single
  /// Store), else to `flow`, or nowhere.
  public init(ports: Ports, observer: FlowObserver = .none, flow: AppFlow? = nil) {
    self.ports = ports
    self.observer = observer
    self.flow = flow
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

  /// What the app runs before a command on a database but a sync: an empty catalog filled.
  public func fillEmptyCatalog(from feed: any CatalogFeed) -> FillEmptyCatalog {
    FillEmptyCatalog(products: storage.products, sync: syncCatalog(from: feed))
  }

  // Every other screen's Store is wired the same way, at the foot of its feature's file
  // (`WishlistFeature.swift`, …), from the ports above and the use cases below.

  /// Pricing, which the cart, the wishlist's move to the cart and the checkout share.
  var priceCart: PriceCart {
    PriceCart(
      products: storage.products, promotions: storage.promotions, shipping: ports.policies.shipping,
      clock: ports.clock)
  }

  /// Adding to the cart, which the cart and the wishlist's move to the cart share.
  var addToCart: AddToCart {
    AddToCart(visitor: ports.visitor, carts: storage.carts, priceCart: priceCart)
  }

  /// A sync from `feed`, which a sync's Store and the filling of an empty catalog share.
  func syncCatalog(from feed: any CatalogFeed) -> SyncCatalog {
    SyncCatalog(feed: feed, catalog: storage.catalogImporter, currency: ports.policies.currency)
  }
}
