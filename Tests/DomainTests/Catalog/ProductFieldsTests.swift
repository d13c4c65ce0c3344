import ShopDomain
import Testing

/// A product from the plain fields a feed record or a stored row holds: the same rules as a
/// product made from Domain values, and a currency code that is no currency named as such.
@Suite("Product from fields")
struct ProductFieldsTests {
  private func make(
    sku: String = "t-1", category: String = "Test", price: Int = 249, currency: String = "eur",
    stock: Int = 7
  ) throws(ProductError) -> Product {
    try Product.fromFields(
      sku: sku, name: " Thing ", description: "About it", category: category,
      priceMinorUnits: price, currencyCode: currency, stock: stock)
  }

  @Test("valid fields make the product, each in its Domain type")
  func valid() throws {
    let expected = try Product(
      sku: SKU("T-1"), name: "Thing", description: "About it", category: ProductCategory("Test"),
      price: Money(minorUnits: 249, currency: .euro), stock: 7)
    #expect(try make() == expected)
  }

  @Test("a currency code that is not a currency is refused as the product's currency")
  func invalidCurrency() {
    let error = #expect(throws: ProductError.invalidCurrency("EURO")) { try make(currency: "EURO") }
    #expect(error?.field == "currency")
  }

  /// The field the error names, or `nil` when the product is made.
  private func fieldAtFault(_ make: () throws(ProductError) -> Product) -> String? {
    do {
      _ = try make()
      return nil
    } catch {
      return error.field
    }
  }

  @Test("each field is held to its type's rule, and a refusal names the field")
  func fieldRules() {
    #expect(fieldAtFault { () throws(ProductError) in try make(sku: "--") } == "sku")
    #expect(fieldAtFault { () throws(ProductError) in try make(category: " ") } == "category")
    #expect(fieldAtFault { () throws(ProductError) in try make(price: -1) } == "price")
    #expect(fieldAtFault { () throws(ProductError) in try make(stock: -1) } == "stock")
  }
}
