/// Cancels one of the signed-in customer's orders, which the status machine allows only before
/// it ships; the order's units go back on the shelf in the same transaction.
public struct CancelOrder: Sendable {
  private let access: CustomerOrders

  public init(sessions: any SessionRepository, orders: any OrderRepository) {
    access = CustomerOrders(sessions: sessions, orders: orders)
  }

  /// The cancelled order.
  public func callAsFunction(_ id: OrderID) async throws(OrderError) -> Order {
    var order = try await access.order(id)
    try order.move(to: .cancelled)
    try await access.orders.cancel(order)
    return order
  }
}
