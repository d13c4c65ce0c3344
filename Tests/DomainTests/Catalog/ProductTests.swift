import ShopDomain
import ShopDoubles
import Testing

/// A product is valid or it does not exist: each invariant, and the field it names.
@Suite("Product and SKU")
struct ProductTests {
  private func make(name: String = "Thing", price: Int = 100, stock: Int = 1) throws(ProductError)
    -> Product
  {
    try Product(
      sku: SKU("T-1"), name: name, description: " about it ", category: ProductCategory("Test"),
      price: Money(minorUnits: price, currency: .euro), stock: stock)
  }

  @Test("a valid product keeps its values, trimmed")
  func valid() throws {
    let product = try make(name: "  Thing ")
    #expect(product.name == "Thing")
    #expect(product.description == "about it")
    #expect(product.isInStock)
    #expect(try !make(stock: 0).isInStock)
  }

  @Test(
    "each broken invariant names its field",
    arguments: [
      (" ", 100, 1, "name"), ("X", -1, 1, "price"),
      ("X", Product.maximumPriceMinorUnits + 1, 1, "price"),
      ("X", 100, -1, "stock"), ("X", 100, Product.maximumStock + 1, "stock"),
    ])
  func invariants(name: String, price: Int, stock: Int, field: String) {
    do {
      _ = try make(name: name, price: price, stock: stock)
      Issue.record("expected \(field) to be refused")
    } catch {
      #expect(error.field == field)
    }
  }

  @Test("a SKU is trimmed and uppercased", arguments: [(" dai-001 ", "DAI-001"), ("X1", "X1")])
  func skuNormalised(raw: String, value: String) throws {
    #expect(try SKU(raw).value == value)
  }

  @Test(
    "a SKU is 1 to 32 letters, digits and dashes",
    arguments: ["", "   ", "A B", "A_1", "É-1", String(repeating: "A", count: 33), "A;DROP"])
  func skuRefused(raw: String) {
    #expect(throws: ProductError.invalidSKU(raw)) { try SKU(raw) }
  }

  @Test("an empty category is refused")
  func emptyCategory() {
    #expect(throws: ProductError.emptyCategory) { try ProductCategory("  ") }
  }

  @Test("a currency is three letters, in any case", arguments: ["eur", "EUR", "Usd"])
  func currency(code: String) throws {
    #expect(try Currency(code: code).code == code.uppercased())
  }

  @Test("anything else is not a currency", arguments: ["EU", "EURO", "€", "E1R", ""])
  func notACurrency(code: String) {
    #expect(throws: MoneyError.invalidCurrency(code)) { try Currency(code: code) }
  }

  @Test("a page holds 1 to 100", arguments: [0, 101, -1])
  func pageSize(value: Int) throws {
    let error = #expect(throws: PageSizeError.self) { try PageSize(value) }
    #expect(error?.requested == value)
    #expect(try PageSize(1).value == 1)
    #expect(try PageSize(100).value == 100)
  }
}
