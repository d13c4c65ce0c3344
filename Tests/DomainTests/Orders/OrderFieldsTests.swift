import ShopDomain
import Testing

/// An order from the plain fields a stored row holds: every amount in the order's one currency,
/// and a refusal that names the field whose value breaks its type's rule.
@Suite("Order from fields")
struct OrderFieldsTests {
  private func make(
    id: String = "o-1", status: String = "shipped", currency: String = "eur",
    promotionCode: String? = "welcome10", lines: [Order.LineFields] = [("a-1", "Apple", 150, 2)],
    placedAt: Int64 = 7, amounts: [Int] = [300, 30, 500, 770]
  ) throws -> Order {
    try Order.fromFields(
      id: id, customer: Email("ada@example.com"), status: status,
      placedAt: Timestamp(millisecondsSince1970: placedAt), currencyCode: currency,
      subtotalMinorUnits: amounts[0], discountMinorUnits: amounts[1],
      shippingMinorUnits: amounts[2], totalMinorUnits: amounts[3],
      promotionCode: promotionCode, lines: lines)
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

  @Test("a line's unit price outside a product's prices is refused, naming unitPrice")
  func unitPriceOutOfRange() {
    for price in [-1, Product.maximumPriceMinorUnits + 1, Int.max, Int.min] {
      #expect(fieldAtFault { try make(lines: [("a-1", "Apple", price, 2)]) } == "unitPrice")
    }
    let highest = Product.maximumPriceMinorUnits
    #expect(fieldAtFault { try make(lines: [("a-1", "Apple", highest, 10)]) } == nil)
  }

  @Test("a line's quantity outside a cart line's 1 to 10 is refused, naming quantity")
  func quantityOutOfRange() {
    for quantity in [0, -3, Cart.maximumQuantity + 1, Int.max, Int.min] {
      #expect(fieldAtFault { try make(lines: [("a-1", "Apple", 150, quantity)]) } == "quantity")
    }
    #expect(fieldAtFault { try make(lines: [("a-1", "Apple", 150, 1)]) } == nil)
  }

  @Test("a moment outside years 1 to 9999 is refused, naming placedAt")
  func placedAtOutOfRange() {
    for milliseconds: Int64 in [.min, .min + 998, -62_135_596_800_001, 253_402_300_800_000, .max] {
      #expect(fieldAtFault { try make(placedAt: milliseconds) } == "placedAt")
    }
    #expect(fieldAtFault { try make(placedAt: -62_135_596_800_000) } == nil)
    #expect(fieldAtFault { try make(placedAt: 253_402_300_799_999) } == nil)
  }

  @Test("an amount outside 0 to the maximum is refused, naming it")
  func amountOutOfRange() {
    let names = ["subtotal", "discount", "shipping", "total"]
    for (index, name) in names.enumerated() {
      for amount in [-1, Order.maximumAmountMinorUnits + 1, Int.max, Int.min] {
        var amounts = [300, 30, 500, 770]
        amounts[index] = amount
        #expect(fieldAtFault { try make(amounts: amounts) } == name)
      }
    }
    let highest = Order.maximumAmountMinorUnits
    #expect(fieldAtFault { try make(amounts: [highest, 0, highest, highest]) } == nil)
  }
}
