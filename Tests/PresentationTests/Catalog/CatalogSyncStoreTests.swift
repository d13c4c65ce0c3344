import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The sync screen's Store: a sync goes through loading to its report, or to the failure.
@MainActor
@Suite("CatalogSyncStore")
struct CatalogSyncStoreTests {
  let shop = InMemoryShop()
  var products: InMemoryProductRepository { shop.products }

  private func store(feed: CannedCatalogFeed, failing: Bool = false) -> CatalogSyncStore {
    shop.stores(catalogImporter: failing ? FailingCatalogImporter() : nil).catalogSync(from: feed)
  }

  @Test("a new Store is idle")
  func initial() {
    #expect(store(feed: CannedCatalogFeed(products: [])).state == CatalogSyncStore.State())
  }

  @Test("a sync goes idle, loading, through its progress, then loaded with the report")
  func sync() async throws {
    let saffron = SampleCatalog.product("NEW-1", "Saffron")
    let screen = StoreTest { _ in
      store(feed: CannedCatalogFeed(products: [saffron, SampleCatalog.products[0]]))
    }
    await screen.send(
      .sync,
      { $0.report = .loading },
      { $0.progress = SyncCatalog.Progress(records: 1, percent: 50) },
      { $0.progress = SyncCatalog.Progress(records: 2, percent: 100) },
      { $0.progress = nil },
      {
        $0.report = .loaded(SyncReport(saved: SaveSummary(added: 1, unchanged: 1), rejections: []))
      })
    #expect(try await products.product(SKU("NEW-1")) == saffron)
  }

  @Test("while a sync runs, its state goes through each step of its progress, then the report")
  func progress() async {
    let products = (1...300).map { SampleCatalog.product("GEN-\($0)", "Product \($0)") }
    let store = store(feed: CannedCatalogFeed(products: products))
    let progress = StateRecorder { store.state.progress }
    let reports = StateRecorder { store.state.report }
    await store.send(.sync)
    let steps = progress.values.compactMap { $0 }
    #expect(progress.values.first == .some(nil))
    #expect(progress.values.last == .some(nil))
    #expect(steps.count == 101)
    #expect(steps.first == SyncCatalog.Progress(records: 1, percent: 0))
    #expect(steps.last == SyncCatalog.Progress(records: 300, percent: 100))
    #expect(steps.map(\.percent) == (0...100).map { $0 })
    #expect(reports.values.count == 3)
    #expect(reports.values.last?.value?.saved == SaveSummary(added: 300))
  }

  @Test("the progress of a sync that fails is gone with the failure")
  func progressOfAFailure() async {
    let feed = CannedCatalogFeed(
      items: [.product(SampleCatalog.product("NEW-1", "Saffron"), record: 1)],
      thenFailing: .malformed("feed.json", detail: "a comma is missing"))
    let store = store(feed: feed)
    let progress = StateRecorder { store.state.progress }
    await store.send(.sync)
    #expect(progress.values == [nil, SyncCatalog.Progress(records: 1, percent: 100), nil])
    #expect(store.state.report.failure?.kind == .badData)
  }

  @Test("the report carries the feed's rejections")
  func rejections() async {
    let rejected = FeedRejection(record: 1, sku: "X-1", field: "price", reason: "is negative")
    let store = store(feed: CannedCatalogFeed(products: [], rejections: [rejected]))
    await store.send(.sync)
    #expect(store.state.report.value?.rejections == [rejected])
  }

  @Test("a missing feed goes loading, then failed as a missing file")
  func missingFeed() async {
    let screen = StoreTest { _ in store(feed: CannedCatalogFeed(failing: .missing("feed.json"))) }
    let failure = Failure(
      kind: .missingFile, message: "Cannot find the feed feed.json. Check its path.")
    await screen.send(.sync, { $0.report = .loading }, { $0.report = .failed(failure) })
  }

  @Test("a malformed feed is bad data")
  func malformedFeed() async {
    let store = store(feed: CannedCatalogFeed(failing: .malformed("feed.json", detail: "not JSON")))
    await store.send(.sync)
    #expect(store.state.report.failure?.kind == .badData)
  }

  @Test("a failing repository is a storage failure")
  func storage() async {
    let store = store(
      feed: CannedCatalogFeed(products: SampleCatalog.products), failing: true)
    await store.send(.sync)
    #expect(store.state.report.failure?.kind == .storage)
  }

  @Test("a second sync of the same feed reports every product unchanged")
  func secondSync() async {
    let store = store(feed: CannedCatalogFeed(products: SampleCatalog.products))
    await store.send(.sync)
    await store.send(.sync)
    #expect(
      store.state.report.value?.saved == SaveSummary(unchanged: SampleCatalog.products.count))
  }
}
