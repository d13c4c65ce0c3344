import CSQLite
import ShopDomain

/// An order as the benchmark's raw side writes and reads it, through the C APIs alone: every
/// column of an order's row on either database is in this one file, so an order gaining a column
/// gains it here, once. Its own type with the fields of the repository's `OrderRow`, for the raw
/// side uses nothing of the layer it is measured against; `shop-bench --check` fails until it
/// reads every column the repository maps.
struct RawOrder {
  let id: String
  let customer: String
  let status: String
  let placedAt: Int64
  let currency: String
  let subtotalMinor: Int64
  let discountMinor: Int64
  let shippingMinor: Int64
  let totalMinor: Int64
  let promotionCode: String?
  var lines: [Line] = []

  struct Line {
    let sku: String
    let name: String
    let unitPriceMinor: Int64
    let quantity: Int64
  }

  /// An order's columns, in the order each statement below reads or binds them.
  static let columns =
    "id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code"

  /// The query of a page of a customer's orders on SQLite, newest first: the repository's.
  static let pageSQL = """
    SELECT \(columns)
    FROM orders WHERE customer = ?1 AND (placed_at, id) < (SELECT placed_at, id FROM orders WHERE id = ?3)
    ORDER BY placed_at DESC, id DESC LIMIT ?2
    """

  /// One keyset page of 50 orders on SQLite, each with its lines: the queries the repository runs.
  static func page(after cursor: String, _ raw: RawSQLite) -> [RawOrder] {
    let orders = raw.statement(pageSQL)
    let lines = raw.statement(
      "SELECT sku, name, unit_price_minor, quantity FROM order_lines WHERE order_id = ?1 ORDER BY position"
    )
    sqlite3_reset(orders)
    raw.bind(orders, 1, Fixtures.customer.value)
    sqlite3_bind_int64(orders, 2, 51)
    raw.bind(orders, 3, cursor)
    var page: [RawOrder] = []
    while sqlite3_step(orders) == SQLITE_ROW {
      page.append(
        RawOrder(
          id: raw.text(orders, 0), customer: raw.text(orders, 1), status: raw.text(orders, 2),
          placedAt: sqlite3_column_int64(orders, 3), currency: raw.text(orders, 4),
          subtotalMinor: sqlite3_column_int64(orders, 5),
          discountMinor: sqlite3_column_int64(orders, 6),
          shippingMinor: sqlite3_column_int64(orders, 7),
          totalMinor: sqlite3_column_int64(orders, 8),
          promotionCode: sqlite3_column_type(orders, 9) == SQLITE_NULL ? nil : raw.text(orders, 9)))
    }
    // As the repository does: the 51st order only tells that a next page exists.
    if page.count > 50 { page.removeLast() }
    for index in page.indices {
      sqlite3_reset(lines)
      raw.bind(lines, 1, page[index].id)
      while sqlite3_step(lines) == SQLITE_ROW {
        page[index].lines.append(
          Line(
            sku: raw.text(lines, 0), name: raw.text(lines, 1),
            unitPriceMinor: sqlite3_column_int64(lines, 2),
            quantity: sqlite3_column_int64(lines, 3)))
      }
    }
    return page
  }

  /// `count` orders of one line each for the bench customer on SQLite, placed a second apart.
  /// Every column holds a value (a promotion code too), or the check would compare nothing with
  /// nothing.
  static func fill(_ count: Int, into raw: RawSQLite) {
    raw.execute("BEGIN IMMEDIATE")
    let signUp = raw.statement("INSERT OR IGNORE INTO customers (email, created_at) VALUES (?1, 0)")
    sqlite3_reset(signUp)
    raw.bind(signUp, 1, Fixtures.customer.value)
    sqlite3_step(signUp)
    let order = raw.statement(
      """
      INSERT INTO orders (\(columns))
      VALUES (?1, ?2, 'placed', ?3, 'EUR', 500, 50, 490, 940, 'BENCH10')
      """)
    let line = raw.statement(
      "INSERT INTO order_lines (order_id, position, sku, name, unit_price_minor, quantity) VALUES (?1, 0, 'B-1', 'Product', 500, 1)"
    )
    for index in 0..<count {
      let id = "O-\(index)"
      sqlite3_reset(order)
      raw.bind(order, 1, id)
      raw.bind(order, 2, Fixtures.customer.value)
      sqlite3_bind_int64(order, 3, Int64(index) * 1_000)
      sqlite3_step(order)
      sqlite3_reset(line)
      raw.bind(line, 1, id)
      sqlite3_step(line)
    }
    raw.execute("COMMIT")
  }

  /// The placement row's order number `index`: one unit of B-1, for a customer of its own, with
  /// no promotion code (which the repository would also look up).
  static func placed(_ index: Int) -> Order? {
    let price = Money(minorUnits: 500, currency: Fixtures.euro)
    guard let id = try? OrderID("O-\(index)"),
      let customer = try? Email("bench-\(index)@example.com"), let sku = try? SKU("B-1"),
      let line = try? OrderLine(sku: sku, name: "Product", unitPrice: price, quantity: 1)
    else { return nil }
    return try? Order(
      id: id, customer: customer, lines: [line], subtotal: price, promotionCode: nil,
      discount: .zero(Fixtures.euro), shipping: .zero(Fixtures.euro), total: price,
      placedAt: Timestamp(millisecondsSince1970: 0), status: .placed)
  }

  /// An order's row inserted on PostgreSQL, a placeholder for each of `columns`, made once: a
  /// column added there needs only its value in `insert`.
  private static let insertSQL: String = {
    let placeholders = columns.split(separator: ",").indices.map { "$\($0 + 1)" }
    return "INSERT INTO orders (\(columns)) VALUES (\(placeholders.joined(separator: ", ")))"
  }()

  /// The order's row and its lines written on PostgreSQL, as `SQLOrderRepository.place` writes
  /// them, inside the transaction of the caller's placement.
  static func insert(_ order: Order, _ raw: RawPostgres) {
    let values = [
      order.id.value, order.customer.value, order.status.rawValue,
      String(order.placedAt.millisecondsSince1970), order.subtotal.currency.code,
      String(order.subtotal.minorUnits), String(order.discount.minorUnits),
      String(order.shipping.minorUnits), String(order.total.minorUnits),
      order.promotionCode?.value,
    ]
    raw.command(insertSQL, values)
    for (position, line) in order.lines.enumerated() {
      raw.command(
        "INSERT INTO order_lines (order_id, position, sku, name, unit_price_minor, quantity) VALUES ($1, $2, $3, $4, $5, $6)",
        [
          order.id.value, String(position), line.sku.value, line.name,
          String(line.unitPrice.minorUnits), String(line.quantity),
        ])
    }
  }

  /// The order this row makes, as the storage adapters read one (`Order.fromStoredFields`), for
  /// `Row`'s check; `nil` when it makes none. Never run in a timed round.
  var order: Order? {
    try? Order.fromStoredFields(
      id: id, customer: customer, status: status,
      placedAtMillisecondsSince1970: placedAt, currencyCode: currency,
      subtotalMinorUnits: Int(subtotalMinor), discountMinorUnits: Int(discountMinor),
      shippingMinorUnits: Int(shippingMinor), totalMinorUnits: Int(totalMinor),
      promotionCode: promotionCode,
      lines: lines.map { line in
        (line.sku, line.name, Int(line.unitPriceMinor), Int(line.quantity))
      })
  }
}
