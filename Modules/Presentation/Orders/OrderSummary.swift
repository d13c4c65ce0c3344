import ShopDomain

/// An order as a list shows it, every field already text.
public struct OrderSummary: Equatable, Sendable, Encodable {
  public let id: String
  public let placedAt: String
  public let status: String
  public let itemCount: Int
  public let total: String

  public init(_ order: Order) {
    id = order.id.value
    placedAt = DateText.format(order.placedAt)
    status = order.status.rawValue
    itemCount = order.lines.reduce(0) { $0 + $1.quantity }
    total = PriceText.format(order.total)
  }
}
