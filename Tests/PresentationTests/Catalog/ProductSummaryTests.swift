import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// A product as a list row: every field as text, and the stock in words.
@Suite("ProductSummary")
struct ProductSummaryTests {
  @Test(
    "availability is out of stock, only a few left, or the count in stock",
    arguments: [
      (0, "Out of stock"), (1, "Only 1 left"), (3, "Only 3 left"), (5, "Only 5 left"),
      (6, "6 in stock"), (25, "25 in stock"), (1_000_000, "1000000 in stock"),
    ])
  func availability(stock: Int, text: String) {
    let product = SampleCatalog.product("A-1", "A", "", "C", 100, stock)
    #expect(ProductSummary(product).availability == text)
    #expect(ProductSummary(product).stock == stock)
  }

  @Test("the fields are the product's, with the price formatted")
  func fields() {
    let summary = ProductSummary(
      SampleCatalog.product("PAN-002", "Olive oil", "Extra virgin", "Pantry", 899, 8))
    #expect(summary.sku == "PAN-002")
    #expect(summary.name == "Olive oil")
    #expect(summary.category == "Pantry")
    #expect(summary.price == "€8.99")
  }
}
