import ShopDomain

/// The Stores of past orders, wired as `cart()` is in `StoreFactory.swift`: the list, and one
/// order with its cancellation.
extension StoreFactory {
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
}
