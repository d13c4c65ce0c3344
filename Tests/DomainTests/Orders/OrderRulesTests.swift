import ShopDomain
import Testing

private func euros(_ minorUnits: Int) -> Money {
  Money(minorUnits: minorUnits, currency: .euro)
}

private let highest = Order.maximumAmountMinorUnits

/// An order is valid or it does not exist: `Order` and `OrderLine` refuse, as they are made,
/// each rule `InvalidOrder` names, whoever makes them (checkout, a stored row, a test).
@Suite("Order rules, as an order is made")
struct OrderRulesTests {
  /// The valid order, unless told otherwise: 2 × €1.50 = €3.00, and €3.00 − €0.30 + €5.00 =
  /// €7.70, with the code WELCOME10. Each line is of its own SKU.
  private func make(
    lines: [(unitPrice: Money, quantity: Int)] = [(euros(150), 2)], subtotal: Money = euros(300),
    code: String? = "WELCOME10", discount: Money = euros(30), shipping: Money = euros(500),
    total: Money = euros(770), placedAt: Int64 = 7
  ) throws -> Order {
    try Order(
      id: OrderID("O-1"), customer: Email("ada@example.com"),
      lines: lines.enumerated().map { index, line in
        try OrderLine(
          sku: SKU("A-\(index)"), name: "Apple", unitPrice: line.unitPrice, quantity: line.quantity)
      },
      subtotal: subtotal, promotionCode: code.map { try PromotionCode($0) }, discount: discount,
      shipping: shipping, total: total, placedAt: Timestamp(millisecondsSince1970: placedAt),
      status: .placed)
  }

  @Test("an order that keeps every rule is made as given")
  func valid() throws {
    let order = try make()
    #expect(order.total == euros(770))
    #expect(order.lines.map(\.total) == [euros(300)])
    #expect(
      try make(code: nil, discount: euros(0), total: euros(800)).discount.minorUnits == 0)
    #expect(try make(discount: euros(300), total: euros(500)).total.minorUnits == 500)
    #expect(
      try make(shipping: euros(highest - 270), total: euros(highest)).total
        .minorUnits == highest)
  }

  @Test("an order has at least one line")
  func lines() {
    #expect(throws: InvalidOrder.lines) {
      try make(
        lines: [], subtotal: euros(0), code: nil, discount: euros(0),
        total: euros(500))
    }
  }

  @Test(
    "a line's name is one a product may have: trimmed, no control character, something to see",
    arguments: ["", " Crème", "Crème\u{1B}[2J", "\u{200B}"])
  func lineName(name: String) throws {
    #expect(throws: InvalidOrder.name) {
      try OrderLine(sku: SKU("A-1"), name: name, unitPrice: euros(150), quantity: 1)
    }
    #expect(throws: Never.self) {
      try OrderLine(sku: SKU("A-1"), name: "Crème fraîche", unitPrice: euros(150), quantity: 1)
    }
  }

  @Test("every amount and every unit price is in the subtotal's currency")
  func currency() throws {
    let dollars = Money(minorUnits: 500, currency: try Currency(code: "USD"))
    #expect(throws: InvalidOrder.currency) { try make(shipping: dollars) }
    #expect(throws: InvalidOrder.currency) {
      try make(lines: [(Money(minorUnits: 150, currency: dollars.currency), 2)])
    }
  }

  @Test("each amount is 0 to the maximum, refused by its own name")
  func amountRanges() {
    for minorUnits in [-1, highest + 1, Int.min, Int.max] {
      let amount = euros(minorUnits)
      #expect(throws: InvalidOrder.subtotal) { try make(subtotal: amount) }
      #expect(throws: InvalidOrder.discount) { try make(discount: amount) }
      #expect(throws: InvalidOrder.shipping) { try make(shipping: amount) }
      #expect(throws: InvalidOrder.total) { try make(total: amount) }
    }
  }

  @Test(
    "the amounts add up: the lines make the subtotal, and the total is subtotal − discount + shipping"
  )
  func sums() {
    #expect(throws: InvalidOrder.subtotal) {
      try make(subtotal: euros(301), total: euros(771))
    }
    #expect(throws: InvalidOrder.subtotal) { try make(lines: [(euros(151), 2)]) }
    #expect(throws: InvalidOrder.total) { try make(total: euros(769)) }
    #expect(throws: InvalidOrder.total) { try make(shipping: euros(0)) }
  }

  @Test("the discount is at most the subtotal, and nothing without a code")
  func discount() {
    #expect(throws: InvalidOrder.discount) {
      try make(discount: euros(301), total: euros(499))
    }
    #expect(throws: InvalidOrder.discount) { try make(code: nil) }
  }

  @Test(
    "the moment it was placed is in years 1 to 9999",
    arguments: [Int64.min, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func placedAt(milliseconds: Int64) {
    #expect(throws: InvalidOrder.placedAt) { try make(placedAt: milliseconds) }
  }

  @Test("a line's unit price is a product's, and its quantity a cart line's")
  func line() throws {
    let sku = try SKU("A-1")
    for price in [-1, Product.maximumPriceMinorUnits + 1, Int.min, Int.max] {
      #expect(throws: InvalidOrder.unitPrice) {
        try OrderLine(sku: sku, name: "Apple", unitPrice: euros(price), quantity: 1)
      }
    }
    for quantity in [0, -1, Cart.maximumQuantity + 1, Int.min, Int.max] {
      #expect(throws: InvalidOrder.quantity) {
        try OrderLine(sku: sku, name: "Apple", unitPrice: euros(150), quantity: quantity)
      }
    }
    let dearest = try OrderLine(
      sku: sku, name: "Apple", unitPrice: euros(Product.maximumPriceMinorUnits),
      quantity: Cart.maximumQuantity)
    #expect(dearest.total.minorUnits == Product.maximumPriceMinorUnits * Cart.maximumQuantity)
  }
}

extension OrderRulesTests {
  @Test("an order id is 1 to 32 letters, digits or dashes, typed in any case")
  func orderIDs() throws {
    #expect(try OrderID(" o-7f3a9c2e ").value == "O-7F3A9C2E")
    let longest = String(repeating: "A", count: 32)
    #expect(try OrderID(longest).value == longest)
    for bad in ["", "O 1", "O_1", "É-1", String(repeating: "A", count: 33)] {
      #expect(throws: OrderError.invalidID(bad)) { try OrderID(bad) }
    }
  }
}
