import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Placing an order writes the order, takes the stock and empties the cart in one transaction.
/// These tests make one of those writes fail, or find the stock gone, and prove nothing remains.
@Suite("Placing an order is all or nothing")
struct OrderPlacementTransactionTests {
  let database: SQLiteDatabase
  let products: SQLProductRepository
  let carts: SQLCartRepository
  let orders: SQLOrderRepository
  let customer: Email

  init() async throws {
    database = try SQLiteDatabase(path: ":memory:")
    products = SQLProductRepository(database: SQLDatabase(database))
    carts = SQLCartRepository(database: SQLDatabase(database))
    orders = SQLOrderRepository(database: SQLDatabase(database))
    customer = try Email("ada@example.com")
    _ = try await products.save([
      try Self.product("DAI-001", price: 249, stock: 5),
      try Self.product("PAN-001", price: 399, stock: 2),
    ])
    _ = try await LocalAuthenticator(database: SQLDatabase(database)).authenticate(
      customer, at: Timestamp(millisecondsSince1970: 0))
    var cart = Cart()
    try cart.add(SKU("DAI-001"), quantity: 2, stock: 5)
    try cart.add(SKU("PAN-001"), quantity: 1, stock: 2)
    try await carts.save([.customer(customer): cart])
  }

  @Test(
    "when the last write (emptying the cart) fails, no order, no stock change and the cart remain")
  func lastWriteFails() async throws {
    try database.execute(
      "CREATE TRIGGER refuse_cart_delete BEFORE DELETE ON cart_lines BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    await #expect(throws: PlacementError.self) {
      try await orders.place(try order(lines: [("DAI-001", 249, 2), ("PAN-001", 399, 1)]))
    }
    #expect(try await orders.orders(of: customer, after: nil, size: .standard).items.isEmpty)
    #expect(try await products.product(SKU("DAI-001"))?.stock == 5)
    #expect(try await products.product(SKU("PAN-001"))?.stock == 2)
    #expect(try await carts.cart(for: .customer(customer)).lines.count == 2)
    #expect(try database.count("SELECT count(*) FROM order_lines") == 0)
  }

  @Test("when a later line is out of stock, the earlier lines' stock is not taken")
  func laterLineOutOfStock() async throws {
    await #expect(throws: PlacementError.notEnoughStock(try SKU("PAN-001"))) {
      let order = try order(lines: [("DAI-001", 249, 2), ("PAN-001", 399, 3)])
      try await carts.save([.customer(customer): try order.cart])
      try await orders.place(order)
    }
    #expect(try await products.product(SKU("DAI-001"))?.stock == 5)
    #expect(try await orders.order(OrderID("O-1")) == nil)
  }

  @Test("a price changed since the cart was priced refuses the order")
  func priceChanged() async throws {
    await #expect(throws: PlacementError.priceChanged(try SKU("DAI-001"))) {
      let order = try order(lines: [("DAI-001", 199, 1)])
      try await carts.save([.customer(customer): try order.cart])
      try await orders.place(order)
    }
    #expect(try await products.product(SKU("DAI-001"))?.stock == 5)
  }

  @Test("a successful placement does all three writes")
  func successfulPlacement() async throws {
    try await orders.place(try order(lines: [("DAI-001", 249, 2), ("PAN-001", 399, 1)]))
    #expect(try await orders.order(OrderID("O-1"))?.lines.count == 2)
    #expect(try await products.product(SKU("DAI-001"))?.stock == 3)
    #expect(try await products.product(SKU("PAN-001"))?.stock == 1)
    #expect(try await carts.cart(for: .customer(customer)).isEmpty)
  }

  private func order(lines: [(sku: String, price: Int, quantity: Int)]) throws -> Order {
    let euro = try Currency(code: "EUR")
    let orderLines = try lines.map {
      try OrderLine(
        sku: try SKU($0.sku), name: $0.sku, unitPrice: Money(minorUnits: $0.price, currency: euro),
        quantity: $0.quantity)
    }
    let subtotal = orderLines.reduce(0) { $0 + $1.total.minorUnits }
    return try Order(
      id: try OrderID("O-1"), customer: customer, lines: orderLines,
      subtotal: Money(minorUnits: subtotal, currency: euro), promotionCode: nil,
      discount: .zero(euro),
      shipping: .zero(euro), total: Money(minorUnits: subtotal, currency: euro),
      placedAt: Timestamp(millisecondsSince1970: 1), status: .placed)
  }

  private static func product(_ sku: String, price: Int, stock: Int) throws -> Product {
    try Product(
      sku: SKU(sku), name: sku, description: "", category: ProductCategory("Test"),
      price: Money(minorUnits: price, currency: Currency(code: "EUR")), stock: stock)
  }
}

extension SQLiteDatabase {
  /// Runs raw SQL, for tests that set a trap (a trigger) in the schema.
  func execute(_ sql: String) throws(StorageError) {
    try SQLDatabase(self).write { connection in
      // SQLite's own API, for several statements in one string.
      guard let sqlite = connection.driver as? SQLiteConnection else {
        throw StorageError(reason: "not SQLite")
      }
      try sqlite.execute(sql)
    }
  }

  /// The single integer a counting query returns.
  func count(_ sql: String) throws(StorageError) -> Int {
    try SQLDatabase(self).read { connection in
      try connection.rows(sql) { row in try row.int(0) }.first ?? 0
    }
  }
}
