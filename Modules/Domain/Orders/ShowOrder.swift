/// One order of the signed-in customer.
public struct ShowOrder: Sendable {
  private let access: CustomerOrders

  public init(sessions: any SessionRepository, orders: any OrderRepository) {
    access = CustomerOrders(sessions: sessions, orders: orders)
  }

  public func callAsFunction(_ id: OrderID) async throws(OrderError) -> Order {
    try await access.order(id)
  }
}
