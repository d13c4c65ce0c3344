extension Order {
  /// Why plain fields do not make an order: `id`, `status`, `currency`, `promotionCode`,
  /// `placedAt`, an amount (`subtotal`, `discount`, `shipping`, `total`), or a line's `sku`,
  /// `unitPrice` or `quantity`.
  public typealias FieldError = ShopDomain.FieldError

  /// One line of an order as it is kept: its price in the order's currency.
  public typealias LineFields = (sku: String, name: String, unitPriceMinorUnits: Int, quantity: Int)

  /// An order from the plain fields it is kept as: a known status, one currency for every
  /// amount and every line's unit price, an id, a promotion code and SKUs each valid by its own
  /// type, and every number within its range: the moment it was placed in
  /// `Timestamp.calendarRange`, each amount 0 to `Order.maximumAmountMinorUnits`, each line's
  /// unit price a product's price and its quantity a cart line's. So no later sum, product or
  /// date of a stored order can overflow. Both storage adapters read their rows back through
  /// here (by way of `fromStoredFields`), so a stored order is held to the same rules whichever
  /// of them keeps it.
  ///
  /// The customer comes checked already: a page of one customer's orders checks their email once,
  /// not once for each order. The lines may come as a lazy view of a row's lines, so that no
  /// array is made only to hand them over. Inlinable, because a page of orders calls it for
  /// every order it reads: inlined into the adapter, it costs what the same code written there
  /// would, not a call into another module.
  @inlinable
  public static func fromFields(
    id: String,
    customer: Email,
    status: String,
    placedAt: Timestamp,
    currencyCode: String,
    subtotalMinorUnits: Int,
    discountMinorUnits: Int,
    shippingMinorUnits: Int,
    totalMinorUnits: Int,
    promotionCode: String?,
    lines: some Sequence<LineFields>
  ) throws(FieldError) -> Order {
    guard let orderID = try? OrderID(id) else { throw FieldError(field: "id") }
    guard let status = OrderStatus(rawValue: status) else { throw FieldError(field: "status") }
    guard let currency = try? Currency(code: currencyCode) else {
      throw FieldError(field: "currency")
    }
    guard Timestamp.calendarRange.contains(placedAt) else { throw FieldError(field: "placedAt") }
    func amount(_ minorUnits: Int, _ field: String) throws(FieldError) -> Money {
      guard (0...maximumAmountMinorUnits).contains(minorUnits) else {
        throw FieldError(field: field)
      }
      return Money(minorUnits: minorUnits, currency: currency)
    }
    var code: PromotionCode?
    if let promotionCode {
      guard let valid = try? PromotionCode(promotionCode) else {
        throw FieldError(field: "promotionCode")
      }
      code = valid
    }
    var orderLines: [OrderLine] = []
    orderLines.reserveCapacity(lines.underestimatedCount)
    for line in lines {
      guard let sku = try? SKU(line.sku) else { throw FieldError(field: "sku") }
      guard OrderLine.unitPriceRange.contains(line.unitPriceMinorUnits) else {
        throw FieldError(field: "unitPrice")
      }
      guard CartLine.quantityRange.contains(line.quantity) else {
        throw FieldError(field: "quantity")
      }
      orderLines.append(
        OrderLine(
          sku: sku, name: line.name,
          unitPrice: Money(minorUnits: line.unitPriceMinorUnits, currency: currency),
          quantity: line.quantity))
    }
    return Order(
      id: orderID,
      customer: customer,
      lines: orderLines,
      subtotal: try amount(subtotalMinorUnits, "subtotal"),
      promotionCode: code,
      discount: try amount(discountMinorUnits, "discount"),
      shipping: try amount(shippingMinorUnits, "shipping"),
      total: try amount(totalMinorUnits, "total"),
      placedAt: placedAt,
      status: status
    )
  }

  /// An order from the fields a storage adapter read back, as `fromFields` makes one, with the
  /// customer's email and the moment still as stored: a broken rule is damage naming the order
  /// and the field. Both adapters report a damaged order row in these words.
  ///
  /// `owner` is the customer the adapter selected the rows for, when it did: its email was
  /// checked once already, and is not checked again for each order of the page.
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
    let checkedOwner = owner.flatMap { $0.value == customer ? $0 : nil }
    guard let email = checkedOwner ?? (try? Email(customer)) else {
      throw StorageError(damaged: "order \(id)", field: "customer")
    }
    do throws(FieldError) {
      return try fromFields(
        id: id,
        customer: email,
        status: status,
        placedAt: Timestamp(millisecondsSince1970: placedAtMillisecondsSince1970),
        currencyCode: currencyCode,
        subtotalMinorUnits: subtotalMinorUnits,
        discountMinorUnits: discountMinorUnits,
        shippingMinorUnits: shippingMinorUnits,
        totalMinorUnits: totalMinorUnits,
        promotionCode: promotionCode,
        lines: lines
      )
    } catch {
      throw StorageError(damaged: "order \(id)", field: error.field)
    }
  }
}
