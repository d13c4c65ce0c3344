import ShopDomain

/// Orders, in memory, over the in-memory catalog and carts it changes when an order is placed
/// or cancelled, and the promotions it checks an order's discount against. A placement awaits
/// other actors, and another placement or cart change may run at each `await`; so the steps a
/// second placement could undo are each checked in the step that writes: the stock is checked
/// and taken in one step of the catalog's actor, and the cart is emptied only if it is still
/// the cart the order was made from, else the stock goes back. So one cart is placed once, and a
/// refused placement leaves the stock and the cart as they were. Unlike the SQL transaction, the
/// promotion is read before those steps, stock taken is seen by others until it goes back, and
/// an order's id is checked before the awaits and kept after them, so two placements of one id
/// at once could both pass (the ids of `SequentialOrderIDs` never repeat).
public actor InMemoryOrderRepository: OrderRepository {
  private let products: InMemoryProductRepository
  private let carts: InMemoryCartRepository
  private let promotions: InMemoryPromotionRepository
  private var orders: [OrderID: Order] = [:]

  public init(
    products: InMemoryProductRepository, carts: InMemoryCartRepository,
    promotions: InMemoryPromotionRepository, orders: [Order] = []
  ) {
    self.products = products
    self.carts = carts
    self.promotions = promotions
    self.orders = Dictionary(orders, keyedBy: \.id)
  }

  public func place(_ order: Order) async throws(PlacementError) {
    // An id another order has is refused, as the SQL placement refuses it.
    guard orders[order.id] == nil else { throw .idTaken }
    let owner = CartOwner.customer(order.customer)
    let cart: Cart
    do throws(StorageError) {
      cart = try await carts.cart(for: owner)
    } catch {
      throw .storage(error)
    }
    guard order.isMade(from: cart) else { throw .cartChanged }
    let stored = await promotions.snapshot()
    let promotion = order.promotionCode.flatMap { stored[$0] }
    guard order.keepsDiscount(of: promotion) else { throw .promotionChanged }
    try await products.takeStock(for: order.lines)
    guard await carts.empty(owner, ifStill: cart) else {
      await products.returnStock(for: order.lines)
      throw .cartChanged
    }
    orders[order.id] = order
  }

  public func cancel(_ order: Order) async throws(OrderError) {
    // The status machine decides, on the order as it is now: another change may have moved it.
    guard let stored = orders[order.id], stored.status.canMove(to: order.status) else {
      throw .illegalTransition(
        order.id, from: orders[order.id]?.status ?? order.status, to: order.status)
    }
    orders[order.id] = order
    await products.returnStock(for: order.lines)
  }

  public func order(_ id: OrderID) throws(StorageError) -> Order? {
    orders[id]
  }

  public func orders(of customer: Email, after: OrderID?, size: PageSize) throws(PageError)
    -> Page<Order, OrderID>
  {
    var follows: ((Order) -> Bool)?
    if let after {
      guard let cursor = orders[after], cursor.customer == customer else {
        throw .unknownCursor
      }
      follows = { Self.newerFirst(cursor, $0) }
    }
    return Page(
      keysetOf: orders.values.filter { $0.customer == customer }, in: Self.newerFirst,
      following: follows, size: size, cursor: \.id)
  }

  /// Newest first; orders placed in the same millisecond by id, descending, as SQLite sorts them.
  private static func newerFirst(_ lhs: Order, _ rhs: Order) -> Bool {
    if lhs.placedAt != rhs.placedAt { return lhs.placedAt > rhs.placedAt }
    return rhs.id.value.utf8.lexicographicallyPrecedes(lhs.id.value.utf8)
  }
}
