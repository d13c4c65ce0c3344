/// Why a promotion code was refused, with what a shopper needs to understand it.
public enum PromotionError: Error, Equatable, Sendable {
  /// Not a well-formed code.
  case invalidCode(String)
  /// The promotion's own terms are impossible (a percentage outside 1 to 100, say).
  case invalidTerms(PromotionCode)
  /// No promotion has this code.
  case unknown(PromotionCode)
  /// The promotion ended at this moment.
  case expired(PromotionCode, at: Timestamp)
  /// The cart's subtotal is below the promotion's minimum.
  case belowMinimum(PromotionCode, minimum: Money, subtotal: Money)
  /// The promotion is in another currency than the cart.
  case currencyMismatch(PromotionCode)
  case storage(StorageError)
}
