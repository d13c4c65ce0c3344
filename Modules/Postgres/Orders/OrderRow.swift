import ShopDomain

/// A row of the `orders` table, with the rows of its lines. A DTO: it never leaves this module.
struct OrderRow: Equatable, Sendable {
  static let columns =
    "id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code"

  /// A row of the `order_lines` table.
  struct Line: Equatable, Sendable {
    static let columns = "sku, name, unit_price_minor, quantity"

    let sku: String
    let name: String
    let unitPriceMinor: Int
    let quantity: Int

    init(_ row: PostgresRow) throws(PostgresError) {
      sku = try row.text(0)
      name = try row.text(1)
      unitPriceMinor = try row.int(2)
      quantity = try row.int(3)
    }
  }

  let id: String
  let customer: String
  let status: String
  let placedAt: Int64
  let currency: String
  let subtotalMinor: Int
  let discountMinor: Int
  let shippingMinor: Int
  let totalMinor: Int
  let promotionCode: String?
  var lines: [Line] = []

  init(_ row: PostgresRow) throws(PostgresError) {
    id = try row.text(0)
    customer = try row.text(1)
    status = try row.text(2)
    placedAt = Int64(try row.int(3))
    currency = try row.text(4)
    subtotalMinor = try row.int(5)
    discountMinor = try row.int(6)
    shippingMinor = try row.int(7)
    totalMinor = try row.int(8)
    promotionCode = row.optionalText(9)
  }

  /// The values of the order's INSERT, in the order of `columns`.
  static func values(of order: Order) -> [PostgresValue] {
    [
      .text(order.id.value), .text(order.customer.value), .text(order.status.rawValue),
      .integer(order.placedAt.millisecondsSince1970), .text(order.total.currency.code),
      PostgresValue(order.subtotal.minorUnits), PostgresValue(order.discount.minorUnits),
      PostgresValue(order.shipping.minorUnits), PostgresValue(order.total.minorUnits),
      PostgresValue(order.promotionCode?.value),
    ]
  }

  /// The order, by Domain's rules; any invalid stored value means the row was damaged.
  func order() throws(StorageError) -> Order {
    try Order.fromStoredFields(
      id: id,
      customer: customer,
      status: status,
      placedAtMillisecondsSince1970: placedAt,
      currencyCode: currency,
      subtotalMinorUnits: subtotalMinor,
      discountMinorUnits: discountMinor,
      shippingMinorUnits: shippingMinor,
      totalMinorUnits: totalMinor,
      promotionCode: promotionCode,
      lines: lines.lazy.map { ($0.sku, $0.name, $0.unitPriceMinor, $0.quantity) }
    )
  }
}
