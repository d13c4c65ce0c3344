import ShopDomain
import ShopDoubles
import Testing

/// The catalog use cases on the in-memory catalog and feed doubles.
@Suite("Catalog use cases")
struct CatalogUseCaseTests {
  let shop = InMemoryShop()

  @Test("search words must all match, in any order")
  func searchWords() async throws {
    let search = SearchProducts(products: shop.products)
    let page = try await search(ProductQuery(terms: SearchTerms("sauce JALAPENO")))
    #expect(page.products.map(\.sku.value) == ["PAN-001"])
    #expect(SearchTerms("  two   words ").words == [FoldedText("two"), FoldedText("words")])
  }

  @Test("showing an unknown SKU is productNotFound; a failing store is a storage error")
  func showProduct() async throws {
    let sku = try SKU("NOPE-1")
    await #expect(throws: CatalogError.productNotFound(sku)) {
      try await ShowProduct(products: shop.products)(sku)
    }
    await #expect(throws: CatalogError.storage(FailingProductRepository.error)) {
      try await ShowProduct(products: FailingProductRepository())(sku)
    }
  }

  @Test("a sync saves the feed and reports counts and every rejection, sorted by record")
  func sync() async throws {
    let new = SampleCatalog.product("NEW-1", "Saffron", "", "Pantry", 1_499, 2)
    let changed = SampleCatalog.product("PAN-002", "Olive oil", "", "Pantry", 999, 8)
    let rejected = FeedRejection(record: 2, sku: "BAD", field: "name", reason: "is empty")
    let feed = CannedCatalogFeed(
      CatalogFeedBatch(
        entries: [FeedEntry(record: 1, product: new), FeedEntry(record: 3, product: changed)],
        promotions: [PromotionEntry(record: 1, promotion: SampleCatalog.promotions[0])],
        rejections: [rejected]))
    let report = try await SyncCatalog(
      feed: feed, products: shop.products, promotions: shop.promotions)()
    #expect(report.saved == SaveSummary(added: 1, updated: 1))
    #expect(report.promotions == SaveSummary(unchanged: 1))
    #expect(report.rejections == [rejected])
    #expect(try await shop.products.product(SKU("NEW-1")) == new)
  }

  @Test("a SKU repeated in the feed: the first record wins, each later one is rejected")
  func repeatedSKU() async throws {
    let first = SampleCatalog.product("NEW-1", "First", "", "Pantry", 100, 1)
    let second = SampleCatalog.product("NEW-1", "Second", "", "Pantry", 200, 1)
    let feed = CannedCatalogFeed(products: [first, second])
    let report = try await SyncCatalog(
      feed: feed, products: shop.products, promotions: shop.promotions)()
    #expect(report.saved.added == 1)
    #expect(report.rejections.map(\.record) == [2])
    #expect(report.rejections.first?.reason == "repeats NEW-1 of record 1")
    #expect(try await shop.products.product(SKU("NEW-1"))?.name == "First")
  }

  @Test("a feed that cannot be read is a feed error, and nothing is saved")
  func unreadableFeed() async throws {
    let feed = CannedCatalogFeed(failing: .malformed("not JSON"))
    await #expect(throws: CatalogError.feed(.malformed("not JSON"))) {
      try await SyncCatalog(feed: feed, products: shop.products, promotions: shop.promotions)()
    }
  }

  @Test("an empty catalog is filled once; a catalog with products is left alone")
  func fillEmptyCatalog() async throws {
    let empty = InMemoryShop(products: [], promotions: [])
    let feed = CannedCatalogFeed(products: SampleCatalog.products)
    let fill = FillEmptyCatalog(feed: feed, products: empty.products, promotions: empty.promotions)
    #expect(try await fill()?.saved.added == SampleCatalog.products.count)
    #expect(try await fill() == nil)
  }
}
