import ShopDomain

/// A row of the `orders` table. A DTO: it never leaves Data.
struct OrderRow: Equatable {
  static let columns =
    "id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code"

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

  init(_ order: Order) {
    id = order.id.value
    customer = order.customer.value
    status = order.status.rawValue
    placedAt = order.placedAt.millisecondsSince1970
    currency = order.total.currency.code
    subtotalMinor = order.subtotal.minorUnits
    discountMinor = order.discount.minorUnits
    shippingMinor = order.shipping.minorUnits
    totalMinor = order.total.minorUnits
    promotionCode = order.promotionCode?.value
  }

  init(_ statement: SQLiteStatement) {
    id = statement.text(0)
    customer = statement.text(1)
    status = statement.text(2)
    placedAt = Int64(statement.int(3))
    currency = statement.text(4)
    subtotalMinor = statement.int(5)
    discountMinor = statement.int(6)
    shippingMinor = statement.int(7)
    totalMinor = statement.int(8)
    promotionCode = statement.optionalText(9)
  }

  var values: [SQLiteValue] {
    [
      .text(id), .text(customer), .text(status), .integer(placedAt), .text(currency),
      SQLiteValue(subtotalMinor),
      SQLiteValue(discountMinor), SQLiteValue(shippingMinor), SQLiteValue(totalMinor),
      SQLiteValue(promotionCode),
    ]
  }

  /// The order, with its lines read separately; any invalid stored value is a damaged file.
  /// `owner` is the customer the rows were selected for, when known: its email was checked once
  /// already, and every row of the page is theirs.
  func order(lines: [OrderLineRow], owner: Email? = nil) throws(StorageError) -> Order {
    try Order.fromStoredFields(
      id: id,
      customer: customer,
      owner: owner,
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
