import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The sync screen's view state: the counts, a summary line and every rejected record.
@Suite("CatalogSyncViewState")
struct CatalogSyncViewStateTests {
  private let report = SyncReport(
    saved: SaveSummary(added: 2, updated: 1, unchanged: 4),
    promotions: SaveSummary(added: 3, updated: 5),
    rejections: [
      FeedRejection(record: 2, sku: "BAD-1", field: "price", reason: "must be 0 or more"),
      FeedRejection(
        section: .promotions, record: 1, sku: nil, field: "code", reason: "is missing"),
    ])

  @Test("a report gives its counts")
  func counts() {
    let view = CatalogSyncViewState(CatalogSyncStore.State(report: .loaded(report)))
    #expect(view.added == 2)
    #expect(view.updated == 1)
    #expect(view.unchanged == 4)
    #expect(view.promotionsAdded == 3)
    #expect(view.promotionsUpdated == 5)
    #expect(!view.isLoading)
    #expect(view.error == nil)
  }

  @Test("the summary line counts products and rejections")
  func summary() {
    #expect(
      CatalogSyncViewState(CatalogSyncStore.State(report: .loaded(report))).summary
        == "Catalog synced: 2 added, 1 updated, 4 unchanged, 2 rejected.")
  }

  @Test(
    "a feed whose every record was refused is bad data, counted as English counts one and many",
    arguments: [
      (1, "its one record was rejected"), (3, "all 3 were rejected"),
      (12_000, "all 12,000 were rejected"),
    ])
  func everythingRejected(count: Int, words: String) {
    let rejections = (1...count).map {
      FeedRejection(record: $0, sku: nil, field: "sku", reason: "is missing")
    }
    let report = SyncReport(saved: SaveSummary(), promotions: SaveSummary(), rejections: rejections)
    let view = CatalogSyncViewState(CatalogSyncStore.State(report: .loaded(report)))
    #expect(view.error?.kind == .badData)
    #expect(
      view.error?.message
        == "The feed had no record the shop can use: \(words), so nothing was changed.")
  }

  @Test("each rejection is shown with its section, record, SKU, field and reason")
  func rejections() {
    let rejected = CatalogSyncViewState(CatalogSyncStore.State(report: .loaded(report))).rejected
    #expect(rejected.map(\.section) == ["products", "promotions"])
    #expect(rejected.map(\.record) == [2, 1])
    #expect(rejected.map(\.sku) == ["BAD-1", nil])
    #expect(rejected.map(\.field) == ["price", "code"])
    #expect(rejected.map(\.reason) == ["must be 0 or more", "is missing"])
  }

  @Test("before a sync everything is zero and there is no summary")
  func idle() {
    let view = CatalogSyncViewState(CatalogSyncStore.State())
    #expect(view.summary == nil)
    #expect(view.rejected.isEmpty)
    #expect([view.added, view.updated, view.unchanged] == [0, 0, 0])
    #expect(!view.isLoading)
    #expect(view.error == nil)
  }

  @Test("loading is shown as loading")
  func loading() {
    let view = CatalogSyncViewState(CatalogSyncStore.State(report: .loading))
    #expect(view.isLoading)
    #expect(view.summary == nil)
  }

  @Test(
    "a running sync says how far it has come, in percent and records, grouped by thousands",
    arguments: [
      (42_000, 42, "42% (42,000 records)"), (1, 0, "0% (1 record)"),
      (999, 100, "100% (999 records)"), (1_234_567, nil, "1,234,567 records"),
    ])
  func progress(records: Int, percent: Int?, said: String) {
    let step = SyncCatalog.Progress(records: records, percent: percent)
    let view = CatalogSyncViewState(CatalogSyncStore.State(report: .loading, progress: step))
    #expect(view.progress == "Syncing the catalog: \(said).")
    #expect(view.isLoading)
  }

  @Test("no sync running, no progress")
  func noProgress() {
    #expect(CatalogSyncViewState(CatalogSyncStore.State(report: .loading)).progress == nil)
    #expect(CatalogSyncViewState(CatalogSyncStore.State(report: .loaded(report))).progress == nil)
  }

  @Test("a failure passes through unchanged, with no summary")
  func failure() {
    let failure = Failure(kind: .badData, message: "Not JSON. Nothing was changed.")
    let view = CatalogSyncViewState(CatalogSyncStore.State(report: .failed(failure)))
    #expect(view.error == failure)
    #expect(view.summary == nil)
    #expect(!view.isLoading)
  }
}
