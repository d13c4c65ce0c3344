import ShopDomain
import Testing

/// `PromotionRepository`, held to one contract on SQLite and in memory.
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
}
