/// What delivery costs: free from a threshold, otherwise a flat fee. A value the composition
/// root sets (`ShopPolicies`, in `StoreFactory.Ports`), so a shop changes it in one place and a
/// composition may hand another.
public struct ShippingPolicy: Hashable, Sendable {
  /// Orders whose discounted subtotal reaches this ship free.
  public let freeFrom: Money
  /// In the shop's currency, which a cart is priced in (`PriceCart.currency`).
  public let flatFee: Money

  /// The policy, refused when the two amounts are in different currencies (the shop sells in
  /// one) or either is outside 0 to `Order.maximumAmountMinorUnits` (a fee no order could charge).
  public init(freeFrom: Money, flatFee: Money) throws(ShippingPolicyError) {
    guard freeFrom.currency == flatFee.currency else {
      throw .currencyMismatch(freeFrom.currency, flatFee.currency)
    }
    for amount in [freeFrom, flatFee]
    where !(0...Order.maximumAmountMinorUnits).contains(amount.minorUnits) {
      throw .invalidAmount(amount)
    }
    self.init(checkedFreeFrom: freeFrom, flatFee: flatFee)
  }

  /// For the terms written in this file, which are valid by reading them.
  private init(checkedFreeFrom freeFrom: Money, flatFee: Money) {
    self.freeFrom = freeFrom
    self.flatFee = flatFee
  }

  /// The shop's own terms: free from €50 after discount, otherwise €4.90. Written once; the
  /// composition root chooses it for the app, and the in-memory shop of scenarios and tests
  /// uses the same.
  public static let standard = ShippingPolicy(
    checkedFreeFrom: Money(minorUnits: 5_000, currency: .euro),
    flatFee: Money(minorUnits: 490, currency: .euro))

  /// The fee for goods worth `amount` after discount; nothing for an empty cart.
  public func fee(for amount: Money, isEmpty: Bool) -> Money {
    guard !isEmpty, amount.minorUnits < freeFrom.minorUnits else { return .zero(amount.currency) }
    return Money(minorUnits: flatFee.minorUnits, currency: amount.currency)
  }
}

/// Why a shipping policy could not be made.
public enum ShippingPolicyError: Error, Equatable, Sendable {
  /// The threshold and the fee are in these two currencies.
  case currencyMismatch(Currency, Currency)
  /// An amount outside 0 to `Order.maximumAmountMinorUnits`.
  case invalidAmount(Money)
}
