/// A discount a code unlocks: a percentage or a fixed amount off the subtotal, from a minimum
/// subtotal, until it expires.
public struct Promotion: Hashable, Sendable {
  /// What the promotion takes off.
  public enum Discount: Hashable, Sendable {
    /// This percentage of the subtotal, 1 to 100, rounded half up (`Money.percentage`).
    case percent(Int)
    /// This amount, never more than the subtotal.
    case fixed(Money)
  }

  public let code: PromotionCode
  public let discount: Discount
  public let minimumSubtotal: Money
  /// The first moment the code no longer works.
  public let expiresAt: Timestamp

  public init(code: PromotionCode, discount: Discount, minimumSubtotal: Money, expiresAt: Timestamp)
    throws(PromotionError)
  {
    switch discount {
    case .percent(let percent) where !(1...100).contains(percent):
      throw .invalidTerms(code)
    case .fixed(let amount)
    where amount.minorUnits <= 0 || amount.currency != minimumSubtotal.currency:
      throw .invalidTerms(code)
    default:
      break
    }
    guard minimumSubtotal.minorUnits >= 0 else { throw .invalidTerms(code) }
    self.code = code
    self.discount = discount
    self.minimumSubtotal = minimumSubtotal
    self.expiresAt = expiresAt
  }

  /// How much comes off `subtotal` at `now`, or why the promotion does not apply.
  public func discount(on subtotal: Money, at now: Timestamp) throws(PromotionError) -> Money {
    guard now < expiresAt else { throw .expired(code, at: expiresAt) }
    guard subtotal.currency == minimumSubtotal.currency else { throw .currencyMismatch(code) }
    guard subtotal.minorUnits >= minimumSubtotal.minorUnits else {
      throw .belowMinimum(code, minimum: minimumSubtotal, subtotal: subtotal)
    }
    switch discount {
    case .percent(let percent):
      return subtotal.percentage(percent)
    case .fixed(let amount):
      return Money(
        minorUnits: min(amount.minorUnits, subtotal.minorUnits), currency: subtotal.currency)
    }
  }
}
