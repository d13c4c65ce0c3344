import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The catalog screen's view state, made from the Store's state by a pure function.
@Suite("CatalogViewState")
struct CatalogViewStateTests {
  private func loaded(_ search: CatalogSearch, products: [Product], next: String? = nil) throws
    -> CatalogStore.State
  {
    CatalogStore.State(
      search: search,
      page: .loaded(Page(items: products, nextCursor: try next.map { try SKU($0) })))
  }

  @Test("rows are text: SKU, name, category, price and availability")
  func rows() throws {
    let view = CatalogViewState(try loaded(CatalogSearch(), products: SampleCatalog.products))
    #expect(view.products.count == SampleCatalog.products.count)
    let first = try #require(view.products.first)
    #expect(first.sku == "DAI-001")
    #expect(first.name == "Crème fraîche")
    #expect(first.category == "Dairy")
    #expect(first.price == "€2.49")
    #expect(first.stock == 40)
    #expect(
      view.products.map(\.availability) == [
        "40 in stock", "12 in stock", "Out of stock", "25 in stock", "8 in stock", "30 in stock",
      ])
    #expect(view.emptyMessage == nil)
    #expect(!view.isLoading)
    #expect(view.error == nil)
  }

  @Test("the next cursor passes through as text")
  func nextCursor() throws {
    let view = CatalogViewState(
      try loaded(CatalogSearch(), products: SampleCatalog.products, next: "pan-003"))
    #expect(view.nextCursor == "PAN-003")
  }

  @Test("the last page has no next cursor")
  func noNextCursor() throws {
    #expect(
      CatalogViewState(try loaded(CatalogSearch(), products: SampleCatalog.products)).nextCursor
        == nil)
  }

  @Test(
    "the heading says what was asked",
    arguments: [
      (CatalogSearch(), "Products, by name"),
      (CatalogSearch(sort: .price), "Products, by price"),
      (CatalogSearch(text: "creme"), "Products matching \"creme\", by name"),
      (CatalogSearch(category: "Dairy"), "Products in Dairy, by name"),
      (CatalogSearch(category: ""), "Products, by name"),
      (CatalogSearch(after: "pan-001"), "Products, by name, after PAN-001"),
      (
        CatalogSearch(text: "creme", category: "Dairy", sort: .price, after: "dai-001"),
        "Products matching \"creme\" in Dairy, by price, after DAI-001"
      ),
    ])
  func heading(search: CatalogSearch, heading: String) {
    #expect(CatalogViewState(CatalogStore.State(search: search)).heading == heading)
  }

  @Test("an empty catalog says so, and suggests filling it from a feed")
  func emptyCatalog() throws {
    for search in [CatalogSearch(), CatalogSearch(category: "")] {
      let view = CatalogViewState(try loaded(search, products: []))
      #expect(view.emptyMessage == "The catalog is empty.")
      #expect(view.emptySuggestion == .syncCatalog)
    }
  }

  @Test(
    "an empty search result suggests another search",
    arguments: [CatalogSearch(text: "x"), CatalogSearch(category: "Bakery")])
  func noMatch(search: CatalogSearch) throws {
    #expect(
      CatalogViewState(try loaded(search, products: [])).emptyMessage
        == "No products match. Try fewer words or another category.")
  }

  @Test("an empty page after a cursor says there are no more")
  func noMore() throws {
    #expect(
      CatalogViewState(try loaded(CatalogSearch(text: "x", after: "A-1"), products: []))
        .emptyMessage == "No more products.")
  }

  @Test("before anything loads there is no empty message and no rows")
  func idle() {
    let view = CatalogViewState(CatalogStore.State())
    #expect(view.products.isEmpty)
    #expect(view.emptyMessage == nil)
    #expect(!view.isLoading)
    #expect(view.error == nil)
    #expect(view.nextCursor == nil)
  }

  @Test("loading is shown as loading, with no empty message")
  func loading() {
    let view = CatalogViewState(CatalogStore.State(page: .loading))
    #expect(view.isLoading)
    #expect(view.emptyMessage == nil)
    #expect(view.products.isEmpty)
  }

  @Test("a failure passes through unchanged")
  func failure() {
    let failure = Failure(kind: .storage, message: "Disk full.")
    let view = CatalogViewState(CatalogStore.State(page: .failed(failure)))
    #expect(view.error == failure)
    #expect(!view.isLoading)
    #expect(view.emptyMessage == nil)
    #expect(view.products.isEmpty)
  }
}
