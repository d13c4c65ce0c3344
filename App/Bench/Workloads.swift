import CSQLite
import ShopData
import ShopDomain

/// Each measured piece of work, once through a repository and once through the raw C API,
/// doing the same queries and reading the same columns.
enum Workloads {
  static let productColumns = "sku, name, description, category, price_minor, currency, stock"

  /// A product row read into plain values, as a C program would.
  struct RawProduct {
    let sku: String
    let name: String
    let description: String
    let category: String
    let priceMinor: Int64
    let currency: String
    let stock: Int64
  }

  static func readProduct(_ statement: OpaquePointer?, _ raw: RawSQLite) -> RawProduct {
    RawProduct(
      sku: raw.text(statement, 0), name: raw.text(statement, 1),
      description: raw.text(statement, 2),
      category: raw.text(statement, 3), priceMinor: sqlite3_column_int64(statement, 4),
      currency: raw.text(statement, 5),
      stock: sqlite3_column_int64(statement, 6))
  }

  static let pageSQL = """
    SELECT \(productColumns) FROM products
    WHERE (name_key, sku) > (SELECT name_key, sku FROM products WHERE sku = ?1) ORDER BY name_key, sku LIMIT ?2
    """

  /// One keyset page of 50 products after `cursor`, by name.
  static func rawPage(after cursor: String, _ raw: RawSQLite) -> [RawProduct] {
    let statement = raw.statement(pageSQL)
    sqlite3_reset(statement)
    raw.bind(statement, 1, cursor)
    sqlite3_bind_int64(statement, 2, 51)
    var rows: [RawProduct] = []
    while sqlite3_step(statement) == SQLITE_ROW { rows.append(readProduct(statement, raw)) }
    return rows
  }

  static func rawLookup(_ sku: String, _ raw: RawSQLite) -> RawProduct? {
    let statement = raw.statement("SELECT \(productColumns) FROM products WHERE sku = ?1")
    sqlite3_reset(statement)
    raw.bind(statement, 1, sku)
    return sqlite3_step(statement) == SQLITE_ROW ? readProduct(statement, raw) : nil
  }

  static let ordersSQL = """
    SELECT id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code
    FROM orders WHERE customer = ?1 AND (placed_at, id) < (SELECT placed_at, id FROM orders WHERE id = ?3)
    ORDER BY placed_at DESC, id DESC LIMIT ?2
    """

  /// An order row and its lines read into plain values, as a C program would. Its own type, the
  /// same fields as the repository's `OrderRow`: the raw side uses nothing of the layer it is
  /// measured against.
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
    var lines: [RawLine] = []
  }

  struct RawLine {
    let sku: String
    let name: String
    let unitPriceMinor: Int64
    let quantity: Int64
  }

  /// One keyset page of 50 orders, each with its lines: the same queries the repository runs.
  static func rawOrders(after cursor: String, _ raw: RawSQLite) -> [RawOrder] {
    let orders = raw.statement(ordersSQL)
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
          RawLine(
            sku: raw.text(lines, 0), name: raw.text(lines, 1),
            unitPriceMinor: sqlite3_column_int64(lines, 2),
            quantity: sqlite3_column_int64(lines, 3)))
      }
    }
    return page
  }
}
