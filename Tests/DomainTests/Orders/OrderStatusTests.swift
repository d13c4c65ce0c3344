import ShopDomain
import ShopInMemory
import Testing

/// The order's status machine: placed → shipped → delivered, cancelled only before shipping.
@Suite("Order status machine")
struct OrderStatusTests {
  static let allowed: Set<[OrderStatus]> = [
    [.placed, .shipped], [.shipped, .delivered], [.placed, .cancelled],
  ]

  @Test("exactly three moves are allowed", arguments: OrderStatus.allCases)
  func moves(from: OrderStatus) {
    for to in OrderStatus.allCases {
      #expect(from.canMove(to: to) == Self.allowed.contains([from, to]), "\(from) → \(to)")
    }
  }

  @Test(
    "a stored status reads as its raw value does, and nothing else reads as one",
    arguments: OrderStatus.allCases.map(\.rawValue) + ["Placed", "placed ", "", "refunded"])
  func stored(text: String) {
    #expect(OrderStatus(stored: text) == OrderStatus(rawValue: text))
  }

  @Test("an illegal move is a typed error and leaves the order as it was")
  func illegalMove() throws {
    var order = try Self.order()
    try order.move(to: .shipped)
    #expect(throws: OrderError.illegalTransition(order.id, from: .shipped, to: .cancelled)) {
      try order.move(to: .cancelled)
    }
    #expect(order.status == .shipped)
    try order.move(to: .delivered)
    #expect(order.status == .delivered)
  }

  static func order() throws -> Order {
    let price = Money(minorUnits: 100, currency: .euro)
    return try Order(
      id: try OrderID("O-1"), customer: try Email("ada@example.com"),
      lines: [try OrderLine(sku: SKU("A-1"), name: "Apple", unitPrice: price, quantity: 1)],
      subtotal: price, promotionCode: nil, discount: .zero(.euro), shipping: .zero(.euro),
      total: price, placedAt: Timestamp(millisecondsSince1970: 0), status: .placed)
  }
}
