import ShopDomain
import ShopInMemory
import ShopPresentation

/// Stores wired to the in-memory shop, the way the app's factory wires them to SQLite.
@MainActor
extension InMemoryShop {
  func cartStore(observer: FlowObserver = .none, events: @escaping EventSink<CartEvent> = { _ in })
    -> CartStore
  {
    CartStore(
      useCases: CartUseCases(
        viewCart: ViewCart(sessions: sessions, carts: carts, priceCart: priceCart),
        addToCart: addToCart,
        setQuantity: SetCartQuantity(
          sessions: sessions, carts: carts, products: products, priceCart: priceCart),
        removeFromCart: RemoveFromCart(sessions: sessions, carts: carts, priceCart: priceCart),
        applyPromotion: applyPromotion,
        removePromotion: RemovePromotion(sessions: sessions, carts: carts, priceCart: priceCart)
      ),
      observer: observer,
      events: events
    )
  }

  func checkoutStore(
    observer: FlowObserver = .none, events: @escaping EventSink<CheckoutEvent> = { _ in }
  ) -> CheckoutStore {
    CheckoutStore(
      placeOrder: placeOrder,
      reviewCheckout: ReviewCheckout(sessions: sessions, carts: carts, priceCart: priceCart),
      observer: observer, events: events)
  }

  func accountStore(events: @escaping EventSink<AccountEvent> = { _ in }) -> AccountStore {
    AccountStore(
      signIn: signIn, signOut: SignOut(sessions: sessions),
      currentSession: CurrentSession(sessions: sessions),
      events: events)
  }

  func orderDetailStore() -> OrderDetailStore {
    OrderDetailStore(
      showOrder: ShowOrder(sessions: sessions, orders: orders),
      cancelOrder: CancelOrder(sessions: sessions, orders: orders))
  }

  func wishlistStore(
    observer: FlowObserver = .none, events: @escaping EventSink<WishlistEvent> = { _ in }
  )
    -> WishlistStore
  {
    WishlistStore(
      useCases: WishlistUseCases(
        view: ViewWishlist(sessions: sessions, wishlists: wishlists, products: products),
        save: saveForLater,
        remove: RemoveFromWishlist(sessions: sessions, wishlists: wishlists, products: products),
        moveToCart: moveToCart
      ),
      observer: observer,
      events: events
    )
  }

  func ordersStore() -> OrdersStore {
    OrdersStore(listOrders: ListOrders(sessions: sessions, orders: orders))
  }
}
