/// What delivery costs: free from a threshold, otherwise a flat fee. A value the composition
/// root sets, so a shop changes it in one place and tests pass their own.
public struct ShippingPolicy: Hashable, Sendable {
  /// Orders whose discounted subtotal reaches this ship free.
  public let freeFrom: Money
  public let flatFee: Money

  public init(freeFrom: Money, flatFee: Money) {
    self.freeFrom = freeFrom
    self.flatFee = flatFee
  }

  /// The fee for goods worth `amount` after discount; nothing for an empty cart.
  public func fee(for amount: Money, isEmpty: Bool) -> Money {
    guard !isEmpty, amount.minorUnits < freeFrom.minorUnits else { return .zero(amount.currency) }
    return Money(minorUnits: flatFee.minorUnits, currency: amount.currency)
  }
}
