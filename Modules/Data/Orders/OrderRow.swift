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

  init(_ statement: SQLiteStatement) throws(SQLiteError) {
    id = try statement.text(0)
    customer = try statement.text(1)
    status = try statement.text(2)
    placedAt = Int64(try statement.int(3))
    currency = try statement.text(4)
    subtotalMinor = try statement.int(5)
    discountMinor = try statement.int(6)
    shippingMinor = try statement.int(7)
    totalMinor = try statement.int(8)
    promotionCode = try statement.optionalText(9)
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
    do {
      let currency = try Currency(code: self.currency)
      func money(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: currency) }
      guard let status = OrderStatus(rawValue: status) else {
        throw StorageError(reason: "unknown status")
      }
      return Order(
        id: try OrderID(id),
        customer: try owner.flatMap { $0.value == customer ? $0 : nil } ?? Email(customer),
        lines: try lines.map { try $0.line(currency: currency) },
        subtotal: money(subtotalMinor),
        promotionCode: try promotionCode.map { try PromotionCode($0) },
        discount: money(discountMinor),
        shipping: money(shippingMinor),
        total: money(totalMinor),
        placedAt: Timestamp(millisecondsSince1970: placedAt),
        status: status
      )
    } catch {
      throw StorageError(reason: "order \(id) in the database breaks the shop's rules for orders")
    }
  }
}
