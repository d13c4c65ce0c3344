import ShopDomain
import ShopInMemory
import Testing

/// A sync saves the feed's valid records in one unit of work, refuses repeats and prices in
/// another currency, and reports every refused record.
@Suite("SyncCatalog")
struct SyncCatalogTests {
  let shop = InMemoryShop()

  private func sync(_ feed: CannedCatalogFeed) async throws(CatalogError) -> SyncReport {
    try await SyncCatalog.run(feed, into: shop.catalogImporter)
  }

  private func rejection(_ record: Int, _ field: String = "name") -> FeedRejection {
    FeedRejection(record: record, sku: "BAD-\(record)", field: field, reason: "is empty")
  }

  @Test("new, changed and identical products are counted as added, updated and unchanged")
  func counts() async throws {
    let new = SampleCatalog.product("NEW-1", "Saffron", "", "Pantry", 1_499, 2)
    let changed = SampleCatalog.product("PAN-002", "Olive oil", "", "Pantry", 999, 8)
    let same = SampleCatalog.products[0]
    let report = try await sync(CannedCatalogFeed(products: [new, changed, same]))
    #expect(report.saved == SaveSummary(added: 1, updated: 1, unchanged: 1))
    #expect(report.rejections.isEmpty)
    #expect(try await shop.products.product(SKU("NEW-1")) == new)
    #expect(try await shop.products.product(SKU("PAN-002"))?.price.minorUnits == 999)
  }

  @Test("products the feed leaves out are kept")
  func productsNotInFeedStay() async throws {
    _ = try await sync(CannedCatalogFeed(products: []))
    #expect(try await shop.products.product(SKU("DAI-002")) == SampleCatalog.products[1])
  }

  @Test("promotions are saved and counted too")
  func promotionsCounted() async throws {
    let newCode = SampleCatalog.promotion("NEW5", .percent(5), minimum: 0, expires: 2_000)
    let report = try await sync(
      CannedCatalogFeed(products: [], promotions: [SampleCatalog.promotions[0], newCode]))
    #expect(report.promotions == SaveSummary(added: 1, unchanged: 1))
    #expect(try await shop.promotions.promotion(PromotionCode("NEW5")) == newCode)
  }

  @Test("a SKU repeated in the feed: the first record is saved, the later one rejected")
  func repeatedSKU() async throws {
    let first = SampleCatalog.product("NEW-1", "First", "", "Pantry", 100, 1)
    let second = SampleCatalog.product("new-1", "Second", "", "Pantry", 200, 1)
    let report = try await sync(CannedCatalogFeed(products: [first, second]))
    #expect(report.saved == SaveSummary(added: 1))
    #expect(
      report.rejections == [
        FeedRejection(
          record: 2, sku: "NEW-1", field: "sku", reason: "repeats NEW-1 of record 1")
      ])
    #expect(try await shop.products.product(SKU("NEW-1"))?.name == "First")
  }

  @Test(
    "a record the shop refuses claims no SKU: a later record of it is the first the shop can use")
  func refusedRecordClaimsNoSKU() async throws {
    let foreign = try Product(
      sku: SKU("NEW-1"), name: "Imported", description: "", category: ProductCategory("Pantry"),
      price: Money(minorUnits: 100, currency: Currency(code: "USD")), stock: 1)
    let usable = SampleCatalog.product("NEW-1", "Kept", "", "Pantry", 200, 1)
    let report = try await sync(
      CannedCatalogFeed(items: [
        .rejected(FeedRejection(record: 1, sku: "NEW-1", field: "name", reason: "is empty")),
        .product(foreign, record: 2), .product(usable, record: 3),
      ]))
    #expect(report.saved == SaveSummary(added: 1))
    #expect(report.rejections.map(\.field) == ["name", "price.currency"])
    #expect(try await shop.products.product(SKU("NEW-1"))?.name == "Kept")
  }

  @Test("each later repeat is rejected, naming the record that came first")
  func everyRepeatNamed() async throws {
    let feed = CannedCatalogFeed(products: [
      SampleCatalog.product("A-1", "One"), SampleCatalog.product("B-1", "Two"),
      SampleCatalog.product("A-1", "Three"), SampleCatalog.product("A-1", "Four"),
      SampleCatalog.product("B-1", "Five"),
    ])
    let report = try await sync(feed)
    #expect(report.saved.added == 2)
    #expect(report.rejections.map(\.record) == [3, 4, 5])
    #expect(
      report.rejections.map(\.reason) == [
        "repeats A-1 of record 1", "repeats A-1 of record 1", "repeats B-1 of record 2",
      ])
  }

  @Test("a promotion code repeated in the feed is rejected in the promotions section")
  func repeatedCode() async throws {
    let welcome = SampleCatalog.promotions[0]
    let report = try await sync(CannedCatalogFeed(products: [], promotions: [welcome, welcome]))
    #expect(
      report.rejections == [
        FeedRejection(
          section: .promotions, record: 2, sku: "WELCOME10", field: "code",
          reason: "repeats WELCOME10 of record 1")
      ])
  }

  @Test(
    "a price in another currency is refused, for products and promotions, and nothing of it saved",
    arguments: ["USD", "GBP", "JPY"])
  func otherCurrency(code: String) async throws {
    let other = try Currency(code: code)
    let product = try Product(
      sku: SKU("USD-1"), name: "Imported", description: "", category: ProductCategory("Pantry"),
      price: Money(minorUnits: 100, currency: other), stock: 3)
    let promotion = try Promotion(
      code: PromotionCode("ABROAD"), discount: .percent(5),
      minimumSubtotal: Money(minorUnits: 0, currency: other),
      expiresAt: Timestamp(millisecondsSince1970: 9_000_000_000_000))
    let report = try await sync(CannedCatalogFeed(products: [product], promotions: [promotion]))
    #expect(report.saved == SaveSummary())
    #expect(report.rejections.map(\.field) == ["price.currency", "minimum_subtotal.currency"])
    #expect(
      report.rejections.first?.reason
        == "must be EUR, the currency the shop sells in, not \(code)")
    #expect(report.rejectedEverything)
    #expect(try await shop.products.product(SKU("USD-1")) == nil)
    #expect(try await shop.promotions.promotion(PromotionCode("ABROAD")) == nil)
  }

  @Test("the feed's own rejections are passed through, sorted by record")
  func feedRejectionsSorted() async throws {
    let feed = CannedCatalogFeed(items: [
      .rejected(rejection(5)),
      .product(SampleCatalog.product("NEW-1", "Saffron"), record: 2),
      .rejected(rejection(1, "price")), .rejected(rejection(3)),
    ])
    let report = try await sync(feed)
    #expect(report.saved.added == 1)
    #expect(report.rejections == [rejection(1, "price"), rejection(3), rejection(5)])
    #expect(!report.rejectedEverything)
  }

  @Test("repeats and the feed's rejections are merged in record order, products first")
  func mergedRejections() async throws {
    let saffron = SampleCatalog.product("NEW-1", "Saffron")
    let welcome = SampleCatalog.promotions[0]
    let promotionRejection = FeedRejection(
      section: .promotions, record: 1, sku: "X", field: "percent", reason: "must be 1 to 100")
    let feed = CannedCatalogFeed(items: [
      .rejected(promotionRejection), .product(saffron, record: 1), .rejected(rejection(2)),
      .promotion(welcome, record: 2), .promotion(welcome, record: 3),
      .product(saffron, record: 4), .rejected(rejection(6)),
    ])
    let report = try await sync(feed)
    #expect(
      report.rejections.map(\.section) == [
        .products, .products, .products, .promotions, .promotions,
      ])
    #expect(report.rejections.map(\.record) == [2, 4, 6, 1, 3])
  }

  @Test("a feed of many bad records lists the first hundred and counts them all")
  func rejectionsAreCapped() async throws {
    let count = SyncReport.listedRejectionsLimit * 3 + 7
    let feed = CannedCatalogFeed(items: (1...count).map { .rejected(rejection($0)) })
    let report = try await sync(feed)
    #expect(report.rejectedCount == count)
    #expect(report.rejections.map(\.record) == Array(1...SyncReport.listedRejectionsLimit))
    #expect(report.rejectedEverything)
  }

  @Test("a feed found broken halfway saves nothing of what came before")
  func brokenHalfway() async throws {
    let feed = CannedCatalogFeed(
      items: [.product(SampleCatalog.product("NEW-1", "Saffron"), record: 1)],
      thenFailing: .malformed("feed.json", detail: "a comma is missing"))
    await #expect(throws: CatalogError.feed(.malformed("feed.json", detail: "a comma is missing")))
    {
      try await sync(feed)
    }
    #expect(try await shop.products.product(SKU("NEW-1")) == nil)
  }

  @Test("a missing feed is a feed error naming it")
  func missingFeed() async {
    await #expect(throws: CatalogError.feed(.missing("feed.json"))) {
      try await sync(CannedCatalogFeed(failing: .missing("feed.json")))
    }
  }

  @Test("storage that fails is a storage error")
  func storage() async {
    let feed = CannedCatalogFeed(products: SampleCatalog.products)
    await #expect(throws: CatalogError.storage(FailingProductRepository.error)) {
      try await SyncCatalog.run(feed, into: FailingCatalogImporter())
    }
  }
}
