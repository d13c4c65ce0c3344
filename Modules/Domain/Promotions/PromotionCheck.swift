/// The one check both pricing a cart and applying a code make: find the promotion by its code
/// and ask it what it takes off a subtotal now.
struct PromotionCheck: Sendable {
  let promotions: any PromotionRepository

  /// The discount `code` gives on `subtotal` at `now`, or why it gives none.
  func discount(of code: PromotionCode, on subtotal: Money, at now: Timestamp)
    async throws(PromotionError) -> Money
  {
    let promotion: Promotion?
    do {
      promotion = try await promotions.promotion(code)
    } catch {
      throw .storage(error)
    }
    guard let promotion else { throw .unknown(code) }
    return try promotion.discount(on: subtotal, at: now)
  }
}
