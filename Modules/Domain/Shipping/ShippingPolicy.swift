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

  /// The shop's own terms: free from €50 after discount, otherwise €4.90. Written once; the
  /// composition root chooses it for the app, and the in-memory shop of scenarios and tests
  /// uses the same.
  public static let standard = ShippingPolicy(
    freeFrom: Money(minorUnits: 5_000, currency: .euro),
    flatFee: Money(minorUnits: 490, currency: .euro))

  /// The fee for goods worth `amount` after discount; nothing for an empty cart.
  public func fee(for amount: Money, isEmpty: Bool) -> Money {
    guard !isEmpty, amount.minorUnits < freeFrom.minorUnits else { return .zero(amount.currency) }
    return Money(minorUnits: flatFee.minorUnits, currency: amount.currency)
  }
}
