import ShopDomain
import ShopInMemory
import Testing

/// `PromotionRepository`, held to one contract on SQLite, PostgreSQL and in memory.
@Suite("PromotionRepository contract")
struct PromotionRepositoryContractTests {
  private func promotions() throws -> [Promotion] {
    [
      try Promotion(
        code: PromotionCode("TENOFF"), discount: .percent(10),
        minimumSubtotal: Fixtures.money(2_000),
        expiresAt: Timestamp(millisecondsSince1970: 2_000_000_000_000)),
      try Promotion(
        code: PromotionCode("FIVE"), discount: .fixed(Fixtures.money(500)),
        minimumSubtotal: Fixtures.money(0),
        expiresAt: Timestamp(millisecondsSince1970: 1_000)),
    ]
  }

  @Test(
    "saved promotions are found by code, percent and fixed alike", arguments: StorageKind.allCases)
  func roundTrip(kind: StorageKind) async throws {
    let repository = try kind.make().promotions
    let saved = try promotions()
    #expect(try await repository.save(saved) == SaveSummary(added: 2))
    for promotion in saved {
      #expect(try await repository.promotion(promotion.code) == promotion)
    }
    #expect(try await repository.promotion(PromotionCode("NOPE")) == nil)
  }

  @Test("saving again counts unchanged and updated codes", arguments: StorageKind.allCases)
  func resave(kind: StorageKind) async throws {
    let repository = try kind.make().promotions
    let saved = try promotions()
    _ = try await repository.save(saved)
    let changed = try Promotion(
      code: PromotionCode("FIVE"), discount: .fixed(Fixtures.money(700)),
      minimumSubtotal: Fixtures.money(0),
      expiresAt: Timestamp(millisecondsSince1970: 1_000))
    #expect(
      try await repository.save([saved[0], changed]) == SaveSummary(updated: 1, unchanged: 1))
    #expect(try await repository.promotion(PromotionCode("FIVE")) == changed)
  }

  @Test("every promotion is listed, by code", arguments: StorageKind.allCases)
  func all(kind: StorageKind) async throws {
    let repository = try kind.make().promotions
    #expect(try await repository.all() == [])
    _ = try await repository.save(try promotions())
    #expect(try await repository.all().map(\.code.value) == ["FIVE", "TENOFF"])
  }

  /// Codes saved out of order, among them codes whose order by bytes is not their order by
  /// number (`CODE10` before `CODE2`).
  private func manyCodes() -> [Promotion] {
    (1...25).reversed().map { number in
      SampleCatalog.promotion("CODE\(number)", .percent(5), minimum: 0, expires: 2_000)
    }
  }

  @Test(
    "promotions are read a page at a time, in the codes' byte order, each once",
    arguments: StorageKind.allCases)
  func pages(kind: StorageKind) async throws {
    let repository = try kind.make().promotions
    _ = try await repository.save(manyCodes())
    var query = PromotionQuery(size: try PageSize(10))
    var pages: [[String]] = []
    var cursors: [String?] = []
    repeat {
      let page = try await repository.page(query)
      pages.append(page.items.map(\.code.value))
      cursors.append(page.nextCursor?.value)
      query.after = page.nextCursor
    } while query.after != nil
    let byBytes = manyCodes().map(\.code.value).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    try #require(pages.map(\.count) == [10, 10, 5])
    #expect(pages.flatMap { $0 } == byBytes)
    #expect(cursors == [pages[0].last, pages[1].last, nil])
  }

  @Test(
    "a page that ends on the last code has no next page, and the page after it is empty",
    arguments: StorageKind.allCases)
  func pageEdges(kind: StorageKind) async throws {
    let repository = try kind.make().promotions
    _ = try await repository.save(try promotions())
    let whole = try await repository.page(PromotionQuery(size: try PageSize(2)))
    #expect(whole.items.map(\.code.value) == ["FIVE", "TENOFF"])
    #expect(whole.nextCursor == nil)
    let past = try await repository.page(PromotionQuery(after: try PromotionCode("TENOFF")))
    #expect(past == Page(items: [], nextCursor: nil))
  }
}
