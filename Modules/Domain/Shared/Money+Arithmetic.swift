extension Money {
  /// No money, in `currency`.
  public static func zero(_ currency: Currency) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// The difference, refused when the currencies differ.
  public func subtracting(_ other: Money) throws(MoneyError) -> Money {
    guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    return Money(minorUnits: minorUnits - other.minorUnits, currency: currency)
  }

  /// The amount times a whole number, such as a unit price times a quantity.
  public func multiplied(by factor: Int) -> Money {
    Money(minorUnits: minorUnits * factor, currency: currency)
  }

  /// `percent`% of this amount, rounded to the minor unit **half up**: 10% of €0.05 is €0.01,
  /// 10% of €0.04 is €0.00. This is the shop's one rounding rule for percentages.
  public func percentage(_ percent: Int) -> Money {
    let scaled = minorUnits * percent
    let rounded = scaled >= 0 ? (scaled + 50) / 100 : -((-scaled + 50) / 100)
    return Money(minorUnits: rounded, currency: currency)
  }

  /// Whether this amount is less than `other`, refused when the currencies differ.
  public func isLess(than other: Money) throws(MoneyError) -> Bool {
    guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    return minorUnits < other.minorUnits
  }
}
