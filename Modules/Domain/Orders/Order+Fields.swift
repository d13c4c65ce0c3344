extension Order {
  /// One line of an order as it is kept: its price in the order's currency.
  public typealias LineFields = (sku: String, name: String, unitPriceMinorUnits: Int, quantity: Int)

  /// An order from the plain fields a storage adapter read back. A stored row can be edited by
  /// hand, so a read trusts none of it: the status must be a known one, the id, customer,
  /// currency, promotion code and each SKU valid by their own types, and every line and the order
  /// are then made through `OrderLine`'s and `Order`'s initializers, which hold the rest of the
  /// rules (`InvalidOrder`: ranges, one currency, the sums, the date), each written and run once.
  /// So no later sum, product or date of a stored order can overflow, and none shows a total its
  /// lines do not make. A field that breaks its rule means the database was damaged: the failure
  /// names the order and the field (`customer`, `id`, `status`, `currency`, `promotionCode`, a
  /// line's `sku`, `name`, `unitPrice` or `quantity`, or an `InvalidOrder` field: `lines`, `placedAt`,
  /// `subtotal`, `discount`, `shipping`, `total`). The SQL adapter reads its rows back through
  /// here on either database, so a stored order is held to the same rules, and its damage
  /// reported in the same words, wherever it is kept.
  ///
  /// `owner` is the customer the adapter selected the rows for, when it did: its email was
  /// checked once already, and is not checked again for each order of the page. The lines may
  /// come as a lazy view of a row's lines, so that no array is made only to hand them over.
  /// Inlinable, because a page of orders calls it for every order it reads: inlined into the
  /// adapter, it costs what the same code written there would, not a call into another module.
  /// Measured (Benchmarks.md): a page of 50 orders reads at 1.15 – 1.2 times raw SQLite's time
  /// inlined, 1.23 – 1.27 called, over the 1.2 the repository layer is held to.
  @inlinable
  public static func fromStoredFields(
    id: String,
    customer: String,
    owner: Email? = nil,
    status: String,
    placedAtMillisecondsSince1970: Int64,
    currencyCode: String,
    subtotalMinorUnits: Int,
    discountMinorUnits: Int,
    shippingMinorUnits: Int,
    totalMinorUnits: Int,
    promotionCode: String?,
    lines: some Sequence<LineFields>
  ) throws(StorageError) -> Order {
    func damaged(_ field: String) -> StorageError {
      StorageError(damaged: "order \(TypedText.shown(id))", field: field)
    }
    let checkedOwner = owner.flatMap { $0.value == customer ? $0 : nil }
    guard let email = checkedOwner ?? Email.stored(customer) else { throw damaged("customer") }
    guard let orderID = try? OrderID(id) else { throw damaged("id") }
    guard let status = OrderStatus(stored: status) else { throw damaged("status") }
    guard let currency = try? Currency(code: currencyCode) else { throw damaged("currency") }
    var code: PromotionCode?
    if let promotionCode {
      guard let valid = try? PromotionCode(promotionCode) else { throw damaged("promotionCode") }
      code = valid
    }
    var orderLines: [OrderLine] = []
    orderLines.reserveCapacity(lines.underestimatedCount)
    for line in lines {
      guard let sku = try? SKU(line.sku) else { throw damaged("sku") }
      do throws(InvalidOrder) {
        orderLines.append(
          try OrderLine(
            sku: sku, name: line.name,
            unitPrice: Money(minorUnits: line.unitPriceMinorUnits, currency: currency),
            quantity: line.quantity))
      } catch {
        throw damaged(error.rawValue)
      }
    }
    do throws(InvalidOrder) {
      return try Order(
        id: orderID,
        customer: email,
        lines: orderLines,
        subtotal: Money(minorUnits: subtotalMinorUnits, currency: currency),
        promotionCode: code,
        discount: Money(minorUnits: discountMinorUnits, currency: currency),
        shipping: Money(minorUnits: shippingMinorUnits, currency: currency),
        total: Money(minorUnits: totalMinorUnits, currency: currency),
        placedAt: Timestamp(millisecondsSince1970: placedAtMillisecondsSince1970),
        status: status
      )
    } catch {
      throw damaged(error.rawValue)
    }
  }
}

extension OrderStatus {
  /// The status a stored order holds as `text`, or `nil`: what `init(rawValue:)` reads, spelled
  /// out, for a page of orders reads one an order: the synthesized reading makes a text of
  /// each case's name to compare with, 9,800 instructions more a page of 50 orders (callgrind).
  public init?(stored text: String) {
    switch text {
    case "placed": self = .placed
    case "shipped": self = .shipped
    case "delivered": self = .delivered
    case "cancelled": self = .cancelled
    default: return nil
    }
  }
}
