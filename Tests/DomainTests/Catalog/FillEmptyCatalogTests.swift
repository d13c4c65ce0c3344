import ShopDomain
import ShopInMemory
import Testing

/// A new installation gets the bundled catalog once; a catalog with products is left alone.
@Suite("FillEmptyCatalog")
struct FillEmptyCatalogTests {
  let feed = CannedCatalogFeed(
    products: SampleCatalog.products, promotions: SampleCatalog.promotions)

  private func fill(_ shop: InMemoryShop, from feed: CannedCatalogFeed) -> FillEmptyCatalog {
    FillEmptyCatalog(products: shop.products, sync: shop.syncCatalog(from: feed))
  }

  @Test("an empty catalog is synced from the feed and the report returned")
  func fillsEmpty() async throws {
    let shop = InMemoryShop(products: [], promotions: [])
    let products = shop.products
    let report = try await fill(shop, from: feed)()
    #expect(report?.saved == SaveSummary(added: SampleCatalog.products.count))
    #expect(report?.promotions == SaveSummary(added: SampleCatalog.promotions.count))
    #expect(
      try await products.page(ProductQuery(size: PageSize(100))).items.count
        == SampleCatalog.products.count)
  }

  @Test("a second run finds products and returns nil")
  func onlyOnce() async throws {
    let fill = fill(InMemoryShop(products: [], promotions: []), from: feed)
    #expect(try await fill() != nil)
    #expect(try await fill() == nil)
  }

  @Test("a catalog with one product is left alone: the feed is not applied")
  func leavesNonEmptyAlone() async throws {
    let own = SampleCatalog.product("OWN-1", "Own product")
    let shop = InMemoryShop(products: [own], promotions: [])
    let report = try await fill(shop, from: feed)()
    #expect(report == nil)
    #expect(try await shop.products.page(ProductQuery()).items == [own])
    #expect(try await shop.promotions.promotion(PromotionCode("WELCOME10")) == nil)
  }

  @Test("a failing repository is a storage error")
  func storage() async {
    let fill = FillEmptyCatalog(
      products: FailingProductRepository(),
      sync: SyncCatalog(feed: feed, catalog: FailingCatalogImporter(), currency: .euro))
    await #expect(throws: CatalogError.storage(FailingProductRepository.error)) { try await fill() }
  }

  @Test("an empty catalog with an unreadable feed is a feed error")
  func feedError() async {
    let fill = fill(
      InMemoryShop(products: [], promotions: []),
      from: CannedCatalogFeed(failing: .missing("catalog.json")))
    await #expect(throws: CatalogError.feed(.missing("catalog.json"))) { try await fill() }
  }
}
