import ShopDomain
import ShopDoubles
import ShopPresentation
import Testing

/// The catalog Stores: search and pages, one product, sync; every failure becomes state.
@MainActor
@Suite("Catalog Stores")
struct CatalogStoreTests {
  let shop = InMemoryShop()

  @Test("a search loads the first page and keeps the query it showed")
  func search() async throws {
    let store = CatalogStore(searchProducts: SearchProducts(products: shop.products))
    await store.send(.search(CatalogSearch(text: "creme", limit: 5)))
    #expect(store.state.page.value?.products.map(\.sku.value) == ["DAI-001"])
    #expect(store.state.query?.size == (try PageSize(5)))
  }

  @Test("next page continues after the cursor and records it in the search")
  func nextPage() async throws {
    let store = CatalogStore(searchProducts: SearchProducts(products: shop.products))
    await store.send(.search(CatalogSearch(sort: .price, limit: 2)))
    #expect(store.state.page.value?.products.map(\.sku.value) == ["DAI-001", "DAI-003"])
    await store.send(.nextPage)
    #expect(store.state.page.value?.products.map(\.sku.value) == ["PAN-003", "PAN-001"])
    #expect(store.state.search.after == "DAI-003")
  }

  @Test("next page on the last page does nothing")
  func nextPageAtEnd() async {
    let store = CatalogStore(searchProducts: SearchProducts(products: shop.products))
    await store.send(.search(CatalogSearch(limit: 100)))
    let last = store.state
    await store.send(.nextPage)
    #expect(store.state == last)
  }

  @Test(
    "an invalid limit or cursor is invalid input, before any use case runs",
    arguments: [
      CatalogSearch(limit: 0), CatalogSearch(limit: 101), CatalogSearch(after: "not a sku"),
    ])
  func invalidInput(search: CatalogSearch) async {
    let store = CatalogStore(searchProducts: SearchProducts(products: FailingProductRepository()))
    await store.send(.search(search))
    #expect(store.state.page.failure?.kind == .invalidInput)
  }

  @Test("a failing store is a storage failure with its reason")
  func storageFailure() async {
    let store = CatalogStore(searchProducts: SearchProducts(products: FailingProductRepository()))
    await store.send(.search(CatalogSearch()))
    #expect(
      store.state.page
        == .failed(Failure(kind: .storage, message: "The storage is unavailable in this scenario."))
    )
  }

  @Test("the product screen: found, not found, not a SKU")
  func productDetail() async {
    let store = ProductDetailStore(showProduct: ShowProduct(products: shop.products))
    await store.send(.show(sku: "dai-001"))
    #expect(ProductDetailViewState(store.state).name == "Crème fraîche")
    await store.send(.show(sku: "NOPE-1"))
    #expect(store.state.product.failure?.kind == .notFound)
    await store.send(.show(sku: "?"))
    #expect(store.state.product.failure?.kind == .invalidInput)
  }

  @Test("the sync screen shows the report, or the feed's failure")
  func sync() async {
    let feed = CannedCatalogFeed(products: [SampleCatalog.product("NEW-1", "Saffron")])
    let store = CatalogSyncStore(
      syncCatalog: SyncCatalog(feed: feed, products: shop.products, promotions: shop.promotions))
    await store.send(.sync)
    #expect(
      CatalogSyncViewState(store.state).summary
        == "Catalog synced: 1 added, 0 updated, 0 unchanged, 0 rejected.")
    let failing = CatalogSyncStore(
      syncCatalog: SyncCatalog(
        feed: CannedCatalogFeed(failing: .missing("feed.json")), products: shop.products,
        promotions: shop.promotions))
    await failing.send(.sync)
    #expect(failing.state.report.failure?.kind == .missingFile)
  }
}
