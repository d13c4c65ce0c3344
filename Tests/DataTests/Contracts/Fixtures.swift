import ShopDomain

/// Values the contract tests build their cases from.
enum Fixtures {
  static var euro: Currency { get throws { try Currency(code: "EUR") } }
  static var ada: Email { get throws { try Email("ada@example.com") } }
  static var grace: Email { get throws { try Email("grace@example.com") } }
  /// The session tokens of two terminals.
  static let token = SessionToken(bytes: Array(repeating: 0xA1, count: SessionToken.byteCount))
  static let otherToken = SessionToken(
    bytes: Array(repeating: 0xB2, count: SessionToken.byteCount))

  static func money(_ minorUnits: Int) throws -> Money {
    Money(minorUnits: minorUnits, currency: try euro)
  }

  static func product(_ sku: String, price: Int = 100, stock: Int = 10) throws -> Product {
    try Product(
      sku: SKU(sku), name: "Product \(sku)", description: "", category: ProductCategory("Test"),
      price: money(price), stock: stock)
  }

  /// A cart of (SKU, quantity) lines in this order, each added as a shopper adds it, so the cart
  /// keeps its own rules; the shelf is taken to hold as many as a line may.
  static func cart(_ lines: [(String, Int)]) throws -> Cart {
    var cart = Cart()
    for (sku, quantity) in lines {
      try cart.add(SKU(sku), quantity: quantity, stock: Cart.maximumQuantity)
    }
    return cart
  }

  /// An order of `customer` placed at `milliseconds`, with lines of (SKU, unit price, quantity).
  static func order(
    _ id: String, for customer: Email, at milliseconds: Int64,
    lines: [(String, Int, Int)] = [("A-1", 100, 1)]
  ) throws -> Order {
    let orderLines = try lines.map {
      try OrderLine(
        sku: try SKU($0.0), name: "Product \($0.0)", unitPrice: try money($0.1), quantity: $0.2)
    }
    let subtotal = try money(orderLines.reduce(0) { $0 + $1.total.minorUnits })
    return try Order(
      id: try OrderID(id), customer: customer, lines: orderLines, subtotal: subtotal,
      promotionCode: nil,
      discount: .zero(try euro), shipping: .zero(try euro), total: subtotal,
      placedAt: Timestamp(millisecondsSince1970: milliseconds), status: .placed)
  }
}

extension Order {
  /// The cart this order is made from, as a store expects to find it when the order is placed.
  var cart: Cart {
    get throws(StorageError) {
      do throws(CartError) {
        return try Cart(
          lines: lines.map { line throws(CartError) in
            try CartLine(sku: line.sku, quantity: line.quantity)
          },
          promotionCode: promotionCode)
      } catch {
        throw StorageError(reason: "order \(id) is made of no cart: \(error)")
      }
    }
  }
}

/// The contract tests' own terminal: most cases are about one, holding `Fixtures.token`; the
/// cases about two terminals name their tokens.
extension SessionRepository {
  func current() async throws(StorageError) -> Session? {
    try await current(Fixtures.token)
  }

  func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    try await start(session, for: Fixtures.token, movingGuestCart: merge)
  }

  func end() async throws(StorageError) {
    try await end(Fixtures.token)
  }
}

extension CartRepository {
  func updateCurrent(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> Cart
  {
    try await updateCurrent(
      for: Fixtures.token, at: Timestamp(millisecondsSince1970: 1), change)
  }
}
