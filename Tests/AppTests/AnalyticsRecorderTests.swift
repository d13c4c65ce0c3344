import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

@testable import ShopCLI

/// What the analytics log counts of the hops it watches: outcomes a person caused, never a
/// failure of the storage under them.
@MainActor
@Suite("Analytics recorder")
struct AnalyticsRecorderTests {
  let recorder = AnalyticsRecorder(clock: SettableClock(), log: { _ in })
  let apply = UseCaseID(ApplyPromotion.self)

  @Test("a promotion its rules refuse is counted with its code; a storage failure is not")
  func promotionRefusals() throws {
    let code = try PromotionCode("SUMMER24")
    let storage = StorageError(reason: "disk I/O error")
    recorder.observe(.outcome(useCase: apply, .failure(CartError.promotion(.unknown(code)))))
    recorder.observe(.outcome(useCase: apply, .failure(CartError.storage(storage))))
    recorder.observe(.outcome(useCase: apply, .failure(CartError.promotion(.storage(storage)))))
    #expect(recorder.pending.map(\.name) == ["promotion_refused"])
    #expect(recorder.pending.map(\.detail) == ["SUMMER24"])
  }
}
