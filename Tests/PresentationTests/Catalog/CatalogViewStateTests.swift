import ShopDomain
import ShopDoubles
import ShopPresentation
import Testing

/// The catalog's view states and the shared formatting, as pure functions.
@Suite("Catalog view states")
struct CatalogViewStateTests {
  private func state(_ search: CatalogSearch, products: [Product], next: String? = nil) throws
    -> CatalogState
  {
    CatalogState(
      search: search,
      page: .loaded(ProductPage(products: products, nextCursor: try next.map { try SKU($0) })))
  }

  @Test("rows are text, availability in words, and the cursor passes through")
  func rows() throws {
    let view = CatalogViewState(
      try state(CatalogSearch(), products: SampleCatalog.products, next: "PAN-003"))
    #expect(view.heading == "Products, by name")
    #expect(view.products.first?.price == "€2.49")
    #expect(
      view.products.map(\.availability).prefix(3) == ["40 in stock", "12 in stock", "Out of stock"])
    #expect(view.nextCursor == "PAN-003")
    #expect(view.emptyMessage == nil)
  }

  @Test(
    "few left says so",
    arguments: [(1, "Only 1 left"), (5, "Only 5 left"), (6, "6 in stock"), (0, "Out of stock")])
  func availability(stock: Int, text: String) {
    #expect(
      ProductSummary(SampleCatalog.product("A-1", "A", "", "C", 100, stock)).availability == text)
  }

  @Test("the heading says what was asked")
  func heading() throws {
    let search = CatalogSearch(text: "creme", category: "Dairy", sort: .price, after: "dai-001")
    #expect(
      CatalogViewState(try state(search, products: [])).heading
        == "Products matching \"creme\" in Dairy, by price, after DAI-001")
  }

  @Test("empty pages explain themselves by context")
  func emptyMessages() throws {
    #expect(
      CatalogViewState(try state(CatalogSearch(), products: [])).emptyMessage?.contains(
        "catalog sync") == true)
    #expect(
      CatalogViewState(try state(CatalogSearch(text: "x"), products: [])).emptyMessage?.contains(
        "No products match") == true)
    #expect(
      CatalogViewState(try state(CatalogSearch(after: "A-1"), products: [])).emptyMessage
        == "No more products.")
  }

  @Test("loading and failure pass through")
  func loadingAndFailure() {
    #expect(CatalogViewState(CatalogState(page: .loading)).isLoading)
    let failure = Failure(kind: .storage, message: "Disk full.")
    #expect(CatalogViewState(CatalogState(page: .failed(failure))).error == failure)
  }

  @Test(
    "money is written with its symbol and minor digits",
    arguments: [
      (249, "EUR", "€2.49"), (-500, "EUR", "-€5.00"), (5, "USD", "$0.05"),
      (1200, "JPY", "1200 JPY"), (1200, "CHF", "12.00 CHF"),
    ])
  func prices(minorUnits: Int, code: String, text: String) throws {
    #expect(
      PriceText.format(Money(minorUnits: minorUnits, currency: try Currency(code: code))) == text)
  }
}
