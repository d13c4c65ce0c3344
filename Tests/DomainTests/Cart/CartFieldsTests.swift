import ShopDomain
import Testing

/// A cart from the plain fields storage keeps: a stored quantity no cart could hold, or a SKU or
/// code that is not one, is damage naming the line or the code, and never reaches a price.
@Suite("Cart from stored fields")
struct CartFieldsTests {
  /// A cart from stored fields: a field a cart gains is added here once, for every test that reads
  /// one back, `EchoedDataTests` too.
  static func make(lines: [Cart.LineFields] = [], promotionCode: String? = nil)
    throws(StorageError) -> Cart
  {
    try Cart.fromStoredFields(lines: lines, promotionCode: promotionCode)
  }

  @Test("valid lines and code make the cart, in the order stored", arguments: [1, 10])
  func valid(quantity: Int) throws {
    let expected = try Cart(
      lines: [
        try CartLine(sku: try SKU("DAI-001"), quantity: quantity),
        try CartLine(sku: try SKU("BAK-002"), quantity: 1),
      ],
      promotionCode: try PromotionCode("WELCOME10"))
    #expect(
      try Self.make(
        lines: [("dai-001", quantity), ("BAK-002", 1)], promotionCode: "welcome10") == expected)
  }

  @Test("a cart without a code has none")
  func noCode() throws {
    #expect(try Self.make(lines: [], promotionCode: nil) == Cart())
  }

  @Test(
    "a quantity outside 1 to 10 is damage, naming the line and quantity",
    arguments: [0, -3, 11, Int.max, Int.min])
  func quantityOutOfRange(quantity: Int) {
    #expect(throws: StorageError(damaged: "the cart line of \"DAI-001\"", field: "quantity")) {
      try Self.make(lines: [("BAK-002", 1), ("DAI-001", quantity)], promotionCode: nil)
    }
  }

  @Test("a SKU that is not one is damage, naming the line and sku")
  func invalidSKU() {
    #expect(throws: StorageError(damaged: "the cart line of \"--\"", field: "sku")) {
      try Self.make(lines: [("--", 1)], promotionCode: nil)
    }
  }

  @Test("a promotion code that is not one is damage, naming the code")
  func invalidCode() {
    let damage = StorageError(damaged: "the cart's promotion code \"X\"", field: "promotionCode")
    #expect(throws: damage) {
      try Self.make(lines: [("DAI-001", 1)], promotionCode: "X")
    }
  }

  @Test("a SKU stored in two lines is damage, naming the line and sku")
  func repeatedSKU() {
    #expect(throws: StorageError(damaged: "the cart line of \"DAI-001\"", field: "sku")) {
      try Self.make(
        lines: [("DAI-001", 1), ("BAK-002", 1), ("DAI-001", 2)], promotionCode: nil)
    }
  }
}
