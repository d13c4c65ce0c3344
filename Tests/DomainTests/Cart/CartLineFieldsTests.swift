import ShopDomain
import Testing

/// A cart line from the plain fields a stored row holds: a stored quantity no cart could hold
/// never reaches a price, where a product's price times it could overflow.
@Suite("Cart line from fields")
struct CartLineFieldsTests {
  @Test("a valid SKU and a quantity of 1 to 10 make the line", arguments: [1, 10])
  func valid(quantity: Int) throws {
    #expect(
      try CartLine.fromFields(sku: "dai-001", quantity: quantity)
        == CartLine(sku: SKU("DAI-001"), quantity: quantity))
  }

  @Test(
    "a quantity outside 1 to 10 is refused, naming quantity",
    arguments: [0, -3, 11, Int.max, Int.min])
  func quantityOutOfRange(quantity: Int) {
    #expect(throws: FieldError(field: "quantity")) {
      try CartLine.fromFields(sku: "DAI-001", quantity: quantity)
    }
  }

  @Test("a SKU that is not one is refused, naming sku")
  func invalidSKU() {
    #expect(throws: FieldError(field: "sku")) { try CartLine.fromFields(sku: "--", quantity: 1) }
  }
}
