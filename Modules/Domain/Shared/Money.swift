/// An amount of money in integer minor units (cents for EUR) and its currency.
///
/// No floating point anywhere: `12.50 EUR` is `Money(minorUnits: 1250, currency: eur)`.
/// Formatting for people is a Presentation concern.
public struct Money: Hashable, Sendable {
  /// The amount in the currency's smallest unit.
  public let minorUnits: Int
  public let currency: Currency

  public init(minorUnits: Int, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// The sum, refused when the currencies differ: there is no exchange rate in this shop.
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    return Money(minorUnits: minorUnits + other.minorUnits, currency: currency)
  }
}
