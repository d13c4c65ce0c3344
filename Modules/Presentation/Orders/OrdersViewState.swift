import ShopDomain

/// What the order list shows, made from `OrdersState` by a pure function.
public struct OrdersViewState: Equatable, Sendable, Encodable {
  public let orders: [OrderSummary]
  public let emptyMessage: String?
  public let nextCursor: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: OrdersState) {
    let page = state.page.value
    orders = page?.orders.map(OrderSummary.init) ?? []
    emptyMessage =
      page.map(\.orders.isEmpty) == true
      ? (state.after == nil ? "No orders yet. Place one with `shop checkout`." : "No more orders.")
      : nil
    nextCursor = page?.nextCursor?.value
    isLoading = state.page == .loading
    error = state.page.failure
  }
}
