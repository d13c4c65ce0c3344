import ShopDomain

/// The checkout's Store, wired as `cart()` is in `StoreFactory.swift`: a review, then an order
/// placed from exactly what was reviewed.
extension StoreFactory {
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
}
