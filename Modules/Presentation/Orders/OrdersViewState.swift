import ShopDomain

/// What the order list shows, made from `OrdersState` by a pure function.
public struct OrdersViewState: Equatable, Sendable, Encodable {
  public let orders: [OrderSummary]
  /// Shown instead of an empty list, with how to place a first order.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let nextCursor: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: OrdersState) {
    let page = state.page.value
    orders = page?.orders.map(OrderSummary.init) ?? []
    let isEmpty = page.map(\.orders.isEmpty) == true
    let isFirstPage = state.after == nil
    emptyMessage = isEmpty ? (isFirstPage ? "No orders yet." : "No more orders.") : nil
    emptySuggestion = isEmpty && isFirstPage ? .checkOut : nil
    nextCursor = page?.nextCursor?.value
    isLoading = state.page == .loading
    error = state.page.failure
  }
}
