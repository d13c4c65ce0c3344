/// What every order use case does first: find the signed-in customer, and read one of their
/// orders. An order of someone else is "not found", not "forbidden": its existence is private.
struct CustomerOrders: Sendable {
  let sessions: any SessionRepository
  let orders: any OrderRepository

  func customer() async throws(OrderError) -> Email {
    let session: Session?
    do {
      session = try await sessions.current()
    } catch {
      throw .storage(error)
    }
    guard let session else { throw .notSignedIn }
    return session.customer
  }

  func order(_ id: OrderID) async throws(OrderError) -> Order {
    let customer = try await customer()
    let order: Order?
    do {
      order = try await orders.order(id)
    } catch {
      throw .storage(error)
    }
    guard let order, order.customer == customer else { throw .notFound(id) }
    return order
  }
}
