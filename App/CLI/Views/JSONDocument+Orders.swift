import ShopDomain
import ShopPresentation

/// The documents of an order and of the customer's orders.
extension JSONDocument {
  struct OrderDocument: Encodable, Equatable {
    let id: String
    let customer: String
    let status: String
    let placedAt: String
    let lines: [Line]
    let subtotal: Amount
    let promotionCode: Nullable<String>
    let discount: Amount
    let shipping: Amount
    let total: Amount

    init(_ order: Order) {
      id = order.id.value
      customer = order.customer.value
      status = order.status.rawValue
      placedAt = DateText.iso8601(order.placedAt)
      lines = order.lines.map {
        Line(
          sku: $0.sku.value, name: $0.name, unitPrice: Amount($0.unitPrice),
          quantity: $0.quantity, total: Amount($0.total))
      }
      subtotal = Amount(order.subtotal)
      promotionCode = Nullable(order.promotionCode?.value)
      discount = Amount(order.discount)
      shipping = Amount(order.shipping)
      total = Amount(order.total)
    }
  }

  /// Printed by `checkout`, `order` and `order cancel`.
  struct OneOrder: Encodable, Equatable {
    let order: OrderDocument

    init(_ order: Order) {
      self.order = OrderDocument(order)
    }
  }

  /// Printed by `orders`: a page of the customer's orders.
  struct Orders: Encodable, Equatable {
    let orders: [OrderDocument]
    let nextCursor: Nullable<String>

    init(_ page: Page<Order, OrderID>) {
      orders = page.items.map(OrderDocument.init)
      nextCursor = Nullable(page.nextCursor?.value)
    }
  }
}
