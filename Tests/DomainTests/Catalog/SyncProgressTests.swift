import ShopDomain
import ShopInMemory
import Testing

/// A sync tells how far it has come as it reads the feed: at each whole percent of a feed that
/// knows its size, every thousand records of one that does not, and never per record.
@Suite("SyncCatalog's progress")
struct SyncProgressTests {
  /// A feed that cannot tell its size ahead, as a stream could not.
  struct UnsizedFeed: CatalogFeed {
    let count: Int

    func read(_ receive: (FeedItem, FeedPosition) throws(CatalogError) -> Void)
      throws(CatalogError)
    {
      for record in 1...count {
        let product = SampleCatalog.product("GEN-\(record)", "Product \(record)")
        try receive(
          .product(product, record: record),
          FeedPosition(read: record, size: nil))
      }
    }
  }

  /// Runs a sync of `feed` and returns every step it reported, in order.
  private func steps(of feed: any CatalogFeed) async throws -> [SyncCatalog.Progress] {
    let shop = InMemoryShop()
    let (steps, reporter) = AsyncStream.makeStream(of: SyncCatalog.Progress.self)
    _ = try await SyncCatalog.run(feed, into: shop.catalogImporter) { reporter.yield($0) }
    reporter.finish()
    var reported: [SyncCatalog.Progress] = []
    for await step in steps { reported.append(step) }
    return reported
  }

  @Test("a feed that knows its size is reported at its first record, then at each whole percent")
  func eachPercent() async throws {
    let products = (1...300).map { SampleCatalog.product("GEN-\($0)", "Product \($0)") }
    let reported = try await steps(of: CannedCatalogFeed(products: products))
    #expect(reported.count == 101)
    #expect(reported.first == SyncCatalog.Progress(records: 1, percent: 0))
    #expect(reported.last == SyncCatalog.Progress(records: 300, percent: 100))
    #expect(reported.map(\.percent) == (0...100).map { $0 })
    #expect(zip(reported, reported.dropFirst()).allSatisfy { $0.records < $1.records })
  }

  @Test("a feed of unknown size is reported at its first record, then every thousand")
  func everyThousand() async throws {
    let reported = try await steps(of: UnsizedFeed(count: 2_500))
    #expect(
      reported == [
        SyncCatalog.Progress(records: 1, percent: nil),
        SyncCatalog.Progress(records: 1_000, percent: nil),
        SyncCatalog.Progress(records: 2_000, percent: nil),
      ])
  }

  @Test("the records counted include rejected ones: each is a record of the feed read")
  func rejectedRecordsCount() async throws {
    let rejections = (1...200).map {
      FeedRejection(record: $0, sku: "BAD-\($0)", field: "name", reason: "is empty")
    }
    let reported = try await steps(of: CannedCatalogFeed(products: [], rejections: rejections))
    #expect(reported.last == SyncCatalog.Progress(records: 200, percent: 100))
  }

  @Test("a position's percent is the part read, whole, from 0 to 100; no size, no percent")
  func percent() {
    #expect(FeedPosition(read: 0, size: 200).percent == 0)
    #expect(FeedPosition(read: 199, size: 200).percent == 99)
    #expect(FeedPosition(read: 200, size: 200).percent == 100)
    #expect(FeedPosition(read: 250, size: 200).percent == 100)
    #expect(FeedPosition(read: 0, size: 0).percent == 100)
    #expect(FeedPosition(read: 5, size: nil).percent == nil)
    #expect(FeedPosition(read: Int.max, size: Int.max).percent == 100)
  }
}
