import ShopDomain

/// Everything the order list knows: which page it shows, and the page.
public struct OrdersState: Equatable, Sendable {
  public var after: OrderID?
  public var page: LoadState<OrderPage>

  public init(after: OrderID? = nil, page: LoadState<OrderPage> = .idle) {
    self.after = after
    self.page = page
  }
}
