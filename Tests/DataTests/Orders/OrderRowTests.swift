import PostgresTestServer
import ShopDomain
import ShopPostgres
import Testing

@testable import ShopData

/// An order read back is held to the Domain's rules; a row edited by hand into breaking one is
/// reported as damage that names the order and the field, never returned. The same edits on
/// SQLite and on PostgreSQL, each of whose adapters maps the rows its own way.
enum DamagedOrder {
  /// One customer, one that no email makes, and one placed order of one line, well formed.
  /// `tables` prefixes each table name (a PostgreSQL test's own schema).
  static func rows(in tables: String = "") -> String {
    """
    INSERT INTO \(tables)customers (email, created_at) VALUES ('ada@example.com', 1);
    INSERT INTO \(tables)customers (email, created_at) VALUES ('not an email', 1);
    INSERT INTO \(tables)orders (id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code) VALUES ('O-1', 'ada@example.com', 'placed', 1, 'EUR', 249, 0, 490, 739, NULL);
    INSERT INTO \(tables)order_lines (order_id, position, sku, name, unit_price_minor, quantity) VALUES ('O-1', 0, 'DAI-001', 'Crème fraîche', 249, 1);
    """
  }

  /// Each edit: the table, what it sets, and the field the error must name.
  static let edits = [
    ("orders", "currency = 'EURO'", "currency"),
    ("orders", "promotion_code = 'no spaces allowed'", "promotionCode"),
    ("orders", "customer = 'not an email'", "customer"),
    ("order_lines", "sku = '-DAI-'", "sku"),
    // A line's name is its product's, held to a product name's rules.
    ("order_lines", "name = ''", "name"), ("order_lines", "name = ' Crème '", "name"),
    ("order_lines", "name = 'Crème\u{1B}[2J'", "name"),
    // Numbers outside the Domain's ranges, which later sums, products and dates would overflow
    // on: each just outside its range, and the extremes of the column.
    ("order_lines", "unit_price_minor = 9223372036854775807", "unitPrice"),
    ("order_lines", "unit_price_minor = 100000001", "unitPrice"),
    ("order_lines", "unit_price_minor = -1", "unitPrice"),
    ("order_lines", "quantity = 11", "quantity"),
    ("order_lines", "quantity = 2147483647", "quantity"),
    ("orders", "placed_at = -9223372036854775808", "placedAt"),
    ("orders", "placed_at = 9223372036854775807", "placedAt"),
    ("orders", "placed_at = -62135596800001", "placedAt"),
    ("orders", "placed_at = 253402300800000", "placedAt"),
    ("orders", "subtotal_minor = 9223372036854775807", "subtotal"),
    ("orders", "discount_minor = -1", "discount"),
    ("orders", "shipping_minor = -9223372036854775808", "shipping"),
    ("orders", "total_minor = 1000000000000001", "total"),
    // Amounts that do not add up: the sum of the lines, at most the subtotal off and nothing
    // off without a code, subtotal − discount + shipping.
    ("orders", "subtotal_minor = 250", "subtotal"),
    ("order_lines", "unit_price_minor = 248", "subtotal"),
    ("orders", "discount_minor = 10", "discount"),
    ("orders", "shipping_minor = 491", "total"),
    ("orders", "total_minor = 740", "total"),
  ]

  /// Reads O-1 back, which must work, runs `edit`, and expects the read to name O-1 and `field`.
  static func expectRefusal(
    of orders: some OrderRepository, after edit: () throws -> Void, naming field: String
  ) async throws {
    #expect(try await orders.order(OrderID("O-1"))?.total.minorUnits == 739)
    try edit()
    let error = await #expect(throws: StorageError.self) {
      try await orders.order(OrderID("O-1"))
    }
    #expect(error?.reason.contains("order O-1") == true, "\(String(describing: error))")
    #expect(error?.reason.contains("(\(field))") == true, "\(String(describing: error))")
  }
}

@Suite("Reading damaged orders back from SQLite")
struct SQLiteOrderRowTests {
  @Test(
    "an order row edited into breaking a rule is a storage error naming the order and the field",
    arguments: DamagedOrder.edits)
  func damagedRow(table: String, assignment: String, field: String) async throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute(DamagedOrder.rows())
    try await DamagedOrder.expectRefusal(
      of: SQLOrderRepository(database: SQLDatabase(database)),
      after: { try database.execute("UPDATE \(table) SET \(assignment)") }, naming: field)
  }
}

@Suite(
  "Reading damaged orders back from PostgreSQL",
  .needsPostgresServer)
struct PostgresOrderRowTests {
  @Test(
    "an order row edited into breaking a rule is a storage error naming the order and the field",
    arguments: DamagedOrder.edits)
  func damagedRow(table: String, assignment: String, field: String) async throws {
    let schema = try ScratchSchema()
    // Opening makes the shop's tables in the test's schema; the rows go in by hand after.
    let database = try PostgresDatabase(url: schema.url)
    let orders = SQLOrderRepository(database: SQLDatabase(database))
    try TestServer.execute(DamagedOrder.rows(in: "\(schema.name)."))
    try await DamagedOrder.expectRefusal(
      of: orders,
      after: { try TestServer.execute("UPDATE \(schema.name).\(table) SET \(assignment)") },
      naming: field)
  }
}
