/// The port that keeps the promotions the catalog feed brings.
public protocol PromotionRepository: Sendable {
  func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion?
  /// Adds new codes and replaces changed ones, all or nothing.
  func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary
}
