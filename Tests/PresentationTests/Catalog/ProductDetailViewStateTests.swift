import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The product screen's view state, made from the Store's state by a pure function.
@Suite("ProductDetailViewState")
struct ProductDetailViewStateTests {
  @Test("a loaded product is shown field by field, as text")
  func loaded() {
    let product = SampleCatalog.products[0]
    let view = ProductDetailViewState(
      ProductDetailStore.State(sku: "dai-001", product: .loaded(product)))
    #expect(view.sku == "DAI-001")
    #expect(view.name == "Crème fraîche")
    #expect(view.description == "Thick cultured cream")
    #expect(view.category == "Dairy")
    #expect(view.price == "€2.49")
    #expect(view.stock == 40)
    #expect(view.availability == "40 in stock")
    #expect(!view.isLoading)
    #expect(view.error == nil)
  }

  @Test(
    "availability is in words",
    arguments: [(0, "Out of stock"), (3, "Only 3 left"), (25, "25 in stock")])
  func availability(stock: Int, text: String) {
    let product = SampleCatalog.product("A-1", "A", "", "C", 100, stock)
    #expect(
      ProductDetailViewState(ProductDetailStore.State(sku: "A-1", product: .loaded(product)))
        .availability == text)
  }

  @Test("without a product the SKU is shown as typed, and nothing else")
  func idle() {
    let view = ProductDetailViewState(ProductDetailStore.State(sku: "dai-9"))
    #expect(view.sku == "dai-9")
    #expect(view.name == nil)
    #expect(view.description == nil)
    #expect(view.category == nil)
    #expect(view.price == nil)
    #expect(view.stock == nil)
    #expect(view.availability == nil)
    #expect(!view.isLoading)
    #expect(view.error == nil)
  }

  @Test("loading is shown as loading")
  func loading() {
    #expect(
      ProductDetailViewState(ProductDetailStore.State(sku: "A-1", product: .loading)).isLoading)
  }

  @Test("a failure passes through unchanged, with the typed SKU")
  func failure() {
    let failure = Failure(kind: .notFound, message: "No product has SKU NOPE-1.")
    let view = ProductDetailViewState(
      ProductDetailStore.State(sku: "nope-1", product: .failed(failure)))
    #expect(view.error == failure)
    #expect(view.sku == "nope-1")
    #expect(view.name == nil)
    #expect(!view.isLoading)
  }
}
