/// A placed order: what was bought, at which prices, for whom, and where it is in its life.
///
/// The status only moves through `move(to:)`, which enforces the status machine: an illegal move
/// is a typed error, never a silent change.
public struct Order: Hashable, Sendable {
  public let id: OrderID
  public let customer: Email
  public let lines: [OrderLine]
  public let subtotal: Money
  public let promotionCode: PromotionCode?
  public let discount: Money
  public let shipping: Money
  /// Always `subtotal - discount + shipping`.
  public let total: Money
  public let placedAt: Timestamp
  public private(set) var status: OrderStatus

  public init(
    id: OrderID,
    customer: Email,
    lines: [OrderLine],
    subtotal: Money,
    promotionCode: PromotionCode?,
    discount: Money,
    shipping: Money,
    total: Money,
    placedAt: Timestamp,
    status: OrderStatus
  ) {
    self.id = id
    self.customer = customer
    self.lines = lines
    self.subtotal = subtotal
    self.promotionCode = promotionCode
    self.discount = discount
    self.shipping = shipping
    self.total = total
    self.placedAt = placedAt
    self.status = status
  }

  /// An order placed now from a priced cart.
  public init(id: OrderID, customer: Email, quote: CartQuote, placedAt: Timestamp) {
    self.init(
      id: id,
      customer: customer,
      lines: quote.lines.map {
        OrderLine(
          sku: $0.product.sku, name: $0.product.name, unitPrice: $0.product.price,
          quantity: $0.quantity)
      },
      subtotal: quote.subtotal,
      promotionCode: quote.promotionProblem == nil ? quote.promotionCode : nil,
      discount: quote.discount,
      shipping: quote.shipping,
      total: quote.total,
      placedAt: placedAt,
      status: .placed
    )
  }

  /// Moves the order to `next`, or throws when the status machine does not allow it.
  public mutating func move(to next: OrderStatus) throws(OrderError) {
    guard status.canMove(to: next) else { throw .illegalTransition(id, from: status, to: next) }
    status = next
  }
}
