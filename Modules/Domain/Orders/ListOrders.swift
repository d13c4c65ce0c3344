/// A page of the signed-in customer's orders, newest first.
public struct ListOrders: Sendable {
  private let access: CustomerOrders

  public init(sessions: any SessionRepository, orders: any OrderRepository) {
    access = CustomerOrders(sessions: sessions, orders: orders)
  }

  public func callAsFunction(after: OrderID? = nil, size: PageSize = .standard)
    async throws(OrderError) -> OrderPage
  {
    let customer = try await access.customer()
    do {
      return try await access.orders.orders(of: customer, after: after, size: size)
    } catch {
      throw .storage(error)
    }
  }
}
