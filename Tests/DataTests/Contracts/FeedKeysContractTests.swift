import ShopDomain
import ShopInMemory
import Testing

/// `CatalogWriter.firstRecord`, held to one contract on every implementation: the storage, not
/// the sync, remembers which record first had each SKU and promotion code, for as long as one
/// import runs, so a feed of any length is checked for repeats in the same memory.
@Suite("Repeated feed keys contract")
struct FeedKeysContractTests {
  /// Claims each key of `claims` in order, inside one import, and expects `firstRecord` to
  /// answer what `expected` says.
  private func expectFirstRecords(
    _ expected: [Int?],
    claiming claims: [(key: String, section: FeedRejection.Section, record: Int)],
    in importer: any CatalogImporter
  ) async throws {
    _ = try await importer.importCatalog { writer throws(CatalogError) in
      var answers: [Int?] = []
      do throws(StorageError) {
        for claim in claims {
          answers.append(
            try writer.firstRecord(with: claim.key, in: claim.section, claimedBy: claim.record))
        }
      } catch {
        throw .storage(error)
      }
      #expect(answers == expected)
      return SyncReport(saved: SaveSummary(), rejections: [])
    }
  }

  @Test(
    "the first record of a key is remembered, and every later one is told it, in each section",
    arguments: StorageKind.allCases)
  func firstWins(kind: StorageKind) async throws {
    try await expectFirstRecords(
      [nil, nil, 1, nil, 1, 2, 1],
      claiming: [
        ("A-1", .products, 1), ("B-1", .products, 2), ("A-1", .products, 3),
        ("A-1", .promotions, 1), ("A-1", .products, 4), ("B-1", .products, 5),
        ("A-1", .promotions, 2),
      ], in: try kind.make().catalogImporter)
  }

  @Test(
    "each import starts with no key seen, after one that committed and after one that failed",
    arguments: StorageKind.allCases)
  func freshEachImport(kind: StorageKind) async throws {
    let importer = try kind.make().catalogImporter
    try await expectFirstRecords([nil], claiming: [("A-1", .products, 1)], in: importer)
    let failure = CatalogError.feed(.malformed("feed.json", detail: "cut short"))
    await #expect(throws: failure) {
      try await importer.importCatalog { writer throws(CatalogError) in
        _ = try? writer.firstRecord(with: "B-1", in: .products, claimedBy: 1)
        throw failure
      }
    }
    try await expectFirstRecords(
      [nil, nil], claiming: [("A-1", .products, 7), ("B-1", .products, 8)], in: importer)
  }

  @Test(
    "a long feed with repeats far apart: the first of each key is saved, every repeat counted and named",
    arguments: StorageKind.allCases)
  func longFeed(kind: StorageKind) async throws {
    let count = 2_000
    let products = (1...count).map { SampleCatalog.product("GEN-\($0)", "Product \($0)") }
    let repeats = [
      SampleCatalog.product("GEN-1", "Repeat of the first"),
      SampleCatalog.product("gen-\(count)", "Repeat of the last"),
    ]
    let code = SampleCatalog.promotion("FAR10", .percent(10), minimum: 0, expires: 2_000)
    let codes =
      [code]
      + (1...count).map {
        SampleCatalog.promotion("CODE\($0)", .percent(5), minimum: 0, expires: 2_000)
      }
      + [SampleCatalog.promotion("far10", .percent(50), minimum: 0, expires: 2_000)]
    let repositories = try kind.make()
    let feed = CannedCatalogFeed(products: products + repeats, promotions: codes)
    let report = try await SyncCatalog.run(feed, into: repositories.catalogImporter)
    #expect(report.saved == SaveSummary(added: count))
    #expect(report.promotions == SaveSummary(added: count + 1))
    #expect(report.rejectedCount == 3)
    #expect(
      report.rejections.map { "\($0.section.rawValue) \($0.record) \($0.field): \($0.reason)" } == [
        "products \(count + 1) sku: repeats GEN-1 of record 1",
        "products \(count + 2) sku: repeats GEN-\(count) of record \(count)",
        "promotions \(count + 2) code: repeats FAR10 of record 1",
      ])
    #expect(try await repositories.products.product(SKU("GEN-1"))?.name == "Product 1")
    #expect(try await repositories.promotions.promotion(PromotionCode("FAR10")) == code)
    let again = try await SyncCatalog.run(feed, into: repositories.catalogImporter)
    #expect(again.saved == SaveSummary(unchanged: count))
    #expect(again.rejections == report.rejections)
  }
}
