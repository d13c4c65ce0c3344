import ShopDomain
import ShopInMemory
import Testing

/// A product is valid or it does not exist: each invariant, and the field it names.
@Suite("Product")
struct ProductTests {
  private func make(
    name: String = "Thing", description: String = " about it ", price: Int = 100,
    stock: Int = 1
  ) throws(ProductError) -> Product {
    try Product(
      sku: SKU("T-1"), name: name, description: description, category: ProductCategory("Test"),
      price: Money(minorUnits: price, currency: .euro), stock: stock)
  }

  @Test("a valid product keeps its values, with name and description trimmed")
  func valid() throws {
    let product = try make(name: "  Thing ", price: 249, stock: 7)
    #expect(product.sku == (try SKU("T-1")))
    #expect(product.name == "Thing")
    #expect(product.description == "about it")
    #expect(product.category == (try ProductCategory("Test")))
    #expect(product.price == Money(minorUnits: 249, currency: .euro))
    #expect(product.stock == 7)
  }

  @Test("an empty description is allowed")
  func emptyDescription() throws {
    #expect(try make(description: "  ").description == "")
  }

  @Test("a name of only whitespace is refused as empty", arguments: ["", " ", "\t\n "])
  func emptyName(name: String) {
    let error = #expect(throws: ProductError.emptyName) { try make(name: name) }
    #expect(error?.field == "name")
    #expect(error?.reason == "is empty")
  }

  /// A number a product holds out of its range, with the field and range its error names.
  struct OutOfRange: Sendable, CustomTestStringConvertible {
    let field: String
    let value: Int
    let range: String
    var testDescription: String { "\(field) \(value)" }

    static let all =
      [-1, -100, Int.min, Product.maximumPriceMinorUnits + 1].map {
        OutOfRange(field: "price", value: $0, range: "0 to 100000000 minor units")
      }
      + [-1, -50, Product.maximumStock + 1].map {
        OutOfRange(field: "stock", value: $0, range: "0 to 1000000")
      }
  }

  @Test(
    "a price or stock below 0 or above its maximum is refused, and the error says the range",
    arguments: OutOfRange.all)
  func outOfRange(_ refused: OutOfRange) {
    let isPrice = refused.field == "price"
    let expected = isPrice ? ProductError.invalidPrice(refused.value) : .invalidStock(refused.value)
    let error = #expect(throws: expected) {
      isPrice ? try make(price: refused.value) : try make(stock: refused.value)
    }
    #expect(error?.field == refused.field)
    #expect(error?.reason == "must be \(refused.range), not \(refused.value)")
  }

  @Test(
    "0 and the maximum are allowed, for a price and a stock alike",
    arguments: [0, Product.maximumPriceMinorUnits], [0, Product.maximumStock])
  func bounds(price: Int, stock: Int) throws {
    let product = try make(price: price, stock: stock)
    #expect(product.price.minorUnits == price)
    #expect(product.stock == stock)
  }

  @Test("the name is checked before the price, and the price before the stock")
  func firstBrokenInvariantWins() {
    #expect(throws: ProductError.emptyName) { try make(name: "", price: -1, stock: -1) }
    #expect(throws: ProductError.invalidPrice(-1)) { try make(price: -1, stock: -1) }
  }

  @Test("in stock means at least one unit")
  func inStock() throws {
    #expect(try make(stock: 1).isInStock)
    #expect(try !make(stock: 0).isInStock)
  }

  @Test("search text is the folded name and description; the name key is the folded name")
  func foldedKeys() throws {
    let product = try make(name: "Crème", description: "Fraîche")
    #expect(product.searchText == FoldedText("creme fraiche"))
    #expect(product.nameKey == FoldedText("creme"))
  }

  @Test(
    "every error names the feed field it concerns",
    arguments: [
      (ProductError.invalidSKU("x y"), "sku"), (.emptyName, "name"), (.emptyCategory, "category"),
      (.invalidPrice(-1), "price"), (.invalidStock(-1), "stock"),
      (.invalidCurrency("EU"), "currency"),
    ])
  func fields(error: ProductError, field: String) {
    #expect(error.field == field)
  }
}
