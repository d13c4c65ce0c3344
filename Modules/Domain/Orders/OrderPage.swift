/// One page of a customer's orders, newest first, and where the next page starts.
public struct OrderPage: Hashable, Sendable {
  public let orders: [Order]
  /// Pass as `after` to read the next page; `nil` on the last one.
  public let nextCursor: OrderID?

  public init(orders: [Order], nextCursor: OrderID?) {
    self.orders = orders
    self.nextCursor = nextCursor
  }
}
