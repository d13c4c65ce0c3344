import ShopDomain
import Testing

/// An order from the plain fields a stored row holds: every amount in the order's one currency,
/// and a refusal that names the field whose value breaks its type's rule.
@Suite("Order from fields")
struct OrderFieldsTests {
  private func make(
    id: String = "o-1", status: String = "shipped", currency: String = "eur",
    promotionCode: String? = "welcome10", lines: [Order.LineFields] = [("a-1", "Apple", 150, 2)]
  ) throws -> Order {
    try Order.fromFields(
      id: id, customer: Email("ada@example.com"), status: status,
      placedAt: Timestamp(millisecondsSince1970: 7), currencyCode: currency,
      subtotalMinorUnits: 300, discountMinorUnits: 30, shippingMinorUnits: 500,
      totalMinorUnits: 770, promotionCode: promotionCode, lines: lines)
  }

  private func euros(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: .euro) }

  @Test("valid fields make the order, every amount in its currency")
  func valid() throws {
    let expected = Order(
      id: try OrderID("O-1"), customer: try Email("ada@example.com"),
      lines: [OrderLine(sku: try SKU("A-1"), name: "Apple", unitPrice: euros(150), quantity: 2)],
      subtotal: euros(300), promotionCode: try PromotionCode("WELCOME10"), discount: euros(30),
      shipping: euros(500), total: euros(770), placedAt: Timestamp(millisecondsSince1970: 7),
      status: .shipped)
    #expect(try make() == expected)
  }

  @Test("an order without a promotion code has none")
  func noPromotion() throws {
    #expect(try make(promotionCode: nil).promotionCode == nil)
  }

  /// The field the refusal names, or `nil` when the order is made.
  private func fieldAtFault(_ make: () throws -> Order) -> String? {
    do {
      _ = try make()
      return nil
    } catch {
      return (error as? Order.FieldError)?.field
    }
  }

  @Test("a value that breaks its type's rule is refused, naming the field")
  func refused() {
    #expect(fieldAtFault { try make(id: "") } == "id")
    #expect(fieldAtFault { try make(status: "lost") } == "status")
    #expect(fieldAtFault { try make(currency: "EURO") } == "currency")
    #expect(fieldAtFault { try make(promotionCode: "X") } == "promotionCode")
    #expect(fieldAtFault { try make(lines: [("--", "Apple", 150, 2)]) } == "sku")
  }
}
