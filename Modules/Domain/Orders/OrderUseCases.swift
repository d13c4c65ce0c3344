/// A page of the signed-in customer's orders, newest first.
public struct ListOrders: Sendable {
  private let signedIn: SignedInOrders

  public init(visitor: Visitor, orders: any OrderRepository) {
    signedIn = SignedInOrders(visitor: visitor, orders: orders)
  }

  public func callAsFunction(after: OrderID? = nil, size: PageSize = .standard)
    async throws(OrderError) -> Page<Order, OrderID>
  {
    let customer = try await signedIn.customer()
    return try await fromPages(
      await signedIn.orders.orders(of: customer, after: after, size: size),
      after: after, unknownCursor: OrderError.noOrderToContinueAfter,
      failingAs: OrderError.storage)
  }
}

/// One order of the signed-in customer.
public struct ShowOrder: Sendable {
  private let signedIn: SignedInOrders

  public init(visitor: Visitor, orders: any OrderRepository) {
    signedIn = SignedInOrders(visitor: visitor, orders: orders)
  }

  public func callAsFunction(_ id: OrderID) async throws(OrderError) -> Order {
    try await signedIn.order(id)
  }
}

/// Cancels one of the signed-in customer's orders, which the status machine allows only before
/// it ships; the order's units go back on the shelf in the same transaction.
public struct CancelOrder: Sendable {
  private let signedIn: SignedInOrders

  public init(visitor: Visitor, orders: any OrderRepository) {
    signedIn = SignedInOrders(visitor: visitor, orders: orders)
  }

  /// The cancelled order.
  public func callAsFunction(_ id: OrderID) async throws(OrderError) -> Order {
    var order = try await signedIn.order(id)
    try order.move(to: .cancelled)
    try await fromRepository(await signedIn.visitor.noteUse(), failingAs: OrderError.storage)
    try await signedIn.orders.cancel(order)
    return order
  }
}

/// The signed-in customer's orders, as every order use case reaches them first: who is signed in,
/// and one of their orders read. An order of someone else is "not found", not "forbidden": its
/// existence is private.
struct SignedInOrders: Sendable {
  let visitor: Visitor
  let orders: any OrderRepository

  func customer() async throws(OrderError) -> Email {
    try await visitor.customer(orElse: .notSignedIn, failingAs: OrderError.storage)
  }

  func order(_ id: OrderID) async throws(OrderError) -> Order {
    let customer = try await customer()
    let order = try await fromRepository(await orders.order(id), failingAs: OrderError.storage)
    guard let order, order.customer == customer else { throw .notFound(id) }
    return order
  }
}
