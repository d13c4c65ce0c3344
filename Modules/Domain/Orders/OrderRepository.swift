/// The port that keeps orders. Placing and cancelling are single operations of the port because
/// each must change several things at once, all or nothing.
public protocol OrderRepository: Sendable {
  /// In one transaction: stores `order`, takes each line's quantity from stock, and empties the
  /// customer's cart. Throws `PlacementError` and changes nothing if, by the time it writes, a
  /// product has less stock than a line needs or another price than the order's, the cart is no
  /// longer the one the order was made from (`Order.isMade(from:)`), or the promotion stored
  /// under its code no longer takes off the order's discount (`Order.keepsDiscount(of:)`), or
  /// another order has its id (`idTaken`).
  func place(_ order: Order) async throws(PlacementError)

  /// In one transaction: stores `order`'s new status `cancelled` and returns each line's quantity
  /// to stock, as `Product.stock(returning:)` counts it (never past the shelf's maximum); refused
  /// with `illegalTransition` if the stored order's status can no longer move to it
  /// (`OrderStatus.canMove`, asked of the order as it is stored now).
  func cancel(_ order: Order) async throws(OrderError)

  /// The order with this id, whoever it belongs to; `nil` when there is none.
  func order(_ id: OrderID) async throws(StorageError) -> Order?

  /// A page of `customer`'s orders, newest first, continuing after the order `after`. An `after`
  /// that is not one of `customer`'s orders is `PageError.unknownCursor`: another customer's
  /// order says nothing of where theirs are.
  func orders(of customer: Email, after: OrderID?, size: PageSize) async throws(PageError)
    -> Page<Order, OrderID>
}

/// Why storing an order was refused at the last moment, after checkout had checked everything:
/// another process bought the stock, or changed a price, the cart or a promotion in between.
public enum PlacementError: Error, Equatable, Sendable {
  case notEnoughStock(SKU)
  case priceChanged(SKU)
  /// The stored cart is no longer the one the order was made from (another terminal added,
  /// changed or removed a line, or the code, after the review): ordering it would empty lines
  /// away unordered.
  case cartChanged
  /// The promotion under the order's code lapsed, went away or changed its terms.
  case promotionChanged
  /// Another order has this order's id: nothing was written, and the order may be placed again
  /// under another (`PlaceOrder` draws one).
  case idTaken
  case storage(StorageError)
}

/// The port that hands out new order identifiers: random in the app, predictable in tests.
public protocol OrderIDSource: Sendable {
  func nextOrderID() -> OrderID
}
