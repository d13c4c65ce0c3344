import ShopDomain
import Testing

/// An order from the plain fields a stored row holds: every amount in the order's one currency,
/// and damage that names the order and the field whose value breaks a rule: its type's, or one
/// of `Order`'s own (`InvalidOrder`), which a read holds a row to through `Order`'s initializer.
/// The valid order: 2 × 150 = 300, and 300 − 30 + 500 = 770.
@Suite("Order from stored fields")
struct OrderFieldsTests {
  /// The valid order, or one with the fields given changed; the one place a test builds an order
  /// from its stored fields, so a field an order gains is added here and nowhere else.
  static func make(
    id: String = "o-1", customer: String = "ada@example.com", owner: Email? = nil,
    status: String = "shipped", currency: String = "eur", promotionCode: String? = "welcome10",
    lines: [Order.LineFields] = [("a-1", "Apple", 150, 2)], placedAt: Int64 = 7,
    amounts: [Int] = [300, 30, 500, 770]
  ) throws(StorageError) -> Order {
    try Order.fromStoredFields(
      id: id, customer: customer, owner: owner, status: status,
      placedAtMillisecondsSince1970: placedAt, currencyCode: currency,
      subtotalMinorUnits: amounts[0], discountMinorUnits: amounts[1],
      shippingMinorUnits: amounts[2], totalMinorUnits: amounts[3],
      promotionCode: promotionCode, lines: lines)
  }

  /// What a read reports for a damaged `field` of order `id`.
  private func damaged(_ field: String, order id: String = "o-1") -> StorageError {
    StorageError(damaged: "order \(id)", field: field)
  }

  private func euros(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: .euro) }

  @Test("valid fields make the order, every amount in its currency")
  func valid() throws {
    let expected = try Order(
      id: try OrderID("O-1"), customer: try Email("ada@example.com"),
      lines: [try OrderLine(sku: SKU("A-1"), name: "Apple", unitPrice: euros(150), quantity: 2)],
      subtotal: euros(300), promotionCode: try PromotionCode("WELCOME10"), discount: euros(30),
      shipping: euros(500), total: euros(770), placedAt: Timestamp(millisecondsSince1970: 7),
      status: .shipped)
    #expect(try Self.make() == expected)
  }

  @Test("an order without a promotion code has none")
  func noPromotion() throws {
    #expect(try Self.make(promotionCode: nil, amounts: [300, 0, 500, 800]).promotionCode == nil)
  }

  @Test("the owner the rows were selected for stands for the customer it names, and only that one")
  func owner() throws {
    let ada = try Email("ada@example.com")
    #expect(try Self.make(customer: "ada@example.com", owner: ada).customer == ada)
    #expect(
      try Self.make(customer: "bob@example.com", owner: ada).customer == Email("bob@example.com"))
    #expect(throws: damaged("customer")) { try Self.make(customer: "not an email", owner: ada) }
  }

  @Test("a value that breaks its type's rule is damage, naming the field")
  func refused() {
    #expect(throws: damaged("customer")) { try Self.make(customer: "not an email") }
    #expect(throws: damaged("id", order: "")) { try Self.make(id: "") }
    #expect(throws: damaged("status")) { try Self.make(status: "lost") }
    #expect(throws: damaged("currency")) { try Self.make(currency: "EURO") }
    #expect(throws: damaged("promotionCode")) { try Self.make(promotionCode: "X") }
    #expect(throws: damaged("sku")) { try Self.make(lines: [("--", "Apple", 150, 2)]) }
  }

  @Test("a line's unit price outside a product's prices is damage, naming unitPrice")
  func unitPriceOutOfRange() {
    for price in [-1, Product.maximumPriceMinorUnits + 1, Int.max, Int.min] {
      #expect(throws: damaged("unitPrice")) { try Self.make(lines: [("a-1", "Apple", price, 2)]) }
    }
    let highest = Product.maximumPriceMinorUnits
    let subtotal = highest * 10
    #expect(throws: Never.self) {
      try Self.make(
        lines: [("a-1", "Apple", highest, 10)], amounts: [subtotal, 30, 500, subtotal + 470])
    }
  }

  @Test("a line's quantity outside a cart line's 1 to 10 is damage, naming quantity")
  func quantityOutOfRange() {
    for quantity in [0, -3, Cart.maximumQuantity + 1, Int.max, Int.min] {
      #expect(throws: damaged("quantity")) {
        try Self.make(lines: [("a-1", "Apple", 150, quantity)])
      }
    }
    #expect(throws: Never.self) {
      try Self.make(lines: [("a-1", "Apple", 150, 1)], amounts: [150, 30, 500, 620])
    }
  }

  @Test("a moment outside years 1 to 9999 is damage, naming placedAt")
  func placedAtOutOfRange() {
    for milliseconds: Int64 in [.min, .min + 998, -62_135_596_800_001, 253_402_300_800_000, .max] {
      #expect(throws: damaged("placedAt")) { try Self.make(placedAt: milliseconds) }
    }
    #expect(throws: Never.self) { try Self.make(placedAt: -62_135_596_800_000) }
    #expect(throws: Never.self) { try Self.make(placedAt: 253_402_300_799_999) }
  }

  @Test("an amount outside 0 to the maximum is damage, naming it")
  func amountOutOfRange() {
    let names = ["subtotal", "discount", "shipping", "total"]
    for (index, name) in names.enumerated() {
      for amount in [-1, Order.maximumAmountMinorUnits + 1, Int.max, Int.min] {
        var amounts = [300, 30, 500, 770]
        amounts[index] = amount
        #expect(throws: damaged(name)) { try Self.make(amounts: amounts) }
      }
    }
    // The highest total one line can reach through shipping; the discount as high as the subtotal.
    let highest = Order.maximumAmountMinorUnits
    #expect(throws: Never.self) { try Self.make(amounts: [300, 30, highest - 270, highest]) }
    #expect(throws: Never.self) { try Self.make(amounts: [300, 300, 500, 500]) }
  }

  @Test("amounts that do not add up are damage, naming the amount that breaks the sum")
  func amountsThatDoNotAddUp() {
    #expect(throws: damaged("subtotal")) { try Self.make(amounts: [301, 30, 500, 771]) }
    #expect(throws: damaged("subtotal")) { try Self.make(lines: [("a-1", "Apple", 151, 2)]) }
    #expect(throws: damaged("discount")) { try Self.make(amounts: [300, 301, 500, 499]) }
    #expect(throws: damaged("discount")) { try Self.make(promotionCode: nil) }
    #expect(throws: damaged("total")) { try Self.make(amounts: [300, 30, 500, 769]) }
  }

  @Test("an order without lines is damage, naming lines")
  func noLines() {
    #expect(throws: damaged("lines")) {
      try Self.make(promotionCode: nil, lines: [], amounts: [0, 0, 0, 0])
    }
  }
}
