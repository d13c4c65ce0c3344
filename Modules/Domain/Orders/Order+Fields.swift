extension Order {
  /// Why plain fields do not make an order: the field whose value breaks its type's rule.
  public struct FieldError: Error, Equatable, Sendable {
    /// `id`, `status`, `currency`, `promotionCode`, or `sku` of a line.
    public let field: String

    @usableFromInline
    init(field: String) {
      self.field = field
    }
  }

  /// One line of an order as it is kept: its price in the order's currency.
  public typealias LineFields = (sku: String, name: String, unitPriceMinorUnits: Int, quantity: Int)

  /// An order from the plain fields it is kept as: a known status, one currency for every
  /// amount and every line's unit price, and an id, a promotion code and SKUs each valid by its
  /// own type. Both storage adapters read their rows back through here, so a stored order is
  /// held to the same rules whichever of them keeps it.
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
    func money(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: currency) }
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
      orderLines.append(
        OrderLine(
          sku: sku, name: line.name, unitPrice: money(line.unitPriceMinorUnits),
          quantity: line.quantity))
    }
    return Order(
      id: orderID,
      customer: customer,
      lines: orderLines,
      subtotal: money(subtotalMinorUnits),
      promotionCode: code,
      discount: money(discountMinorUnits),
      shipping: money(shippingMinorUnits),
      total: money(totalMinorUnits),
      placedAt: placedAt,
      status: status
    )
  }
}
