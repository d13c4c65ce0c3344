/// An amount of money in integer minor units (cents for EUR) and its currency.
///
/// No floating point anywhere: `12.50 EUR` is `Money(minorUnits: 1250, currency: .euro)`.
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
  /// 10% of €0.04 is €0.00. This is the shop's one rounding rule for percentages. A negative
  /// amount, which no subtotal is, rounds half away from zero, as its positive does.
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

/// An ISO 4217 currency code such as `EUR`.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
  /// Three uppercase ASCII letters.
  public let code: String

  /// Accepts three ASCII letters in either case; refuses anything else.
  public init(code: String) throws(MoneyError) {
    let upper = code.uppercasedASCII
    let isThreeLetters = upper.withBytes { bytes in
      bytes.count == 3 && bytes.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
    guard isThreeLetters else { throw .invalidCurrency(code) }
    self.code = upper
  }

  /// How many digits follow the point in an amount of this currency: its minor unit. None for
  /// the yen, the won and the króna, two for any other the shop meets (a three-digit currency,
  /// such as Bahrain's dinar, is one more entry here before the shop sells in it).
  public var minorDigits: Int {
    ["JPY", "KRW", "ISK"].contains(code) ? 0 : 2
  }

  /// The euro, which this shop sells in.
  public static let euro = Currency(checkedCode: "EUR")

  /// For codes written in this file, which are valid by reading them.
  private init(checkedCode: String) {
    code = checkedCode
  }

  public var description: String { code }
}

/// Why an amount of money could not be made or combined.
public enum MoneyError: Error, Equatable, Sendable {
  /// Not a three-letter currency code.
  case invalidCurrency(String)
  /// Two amounts in different currencies were added or compared.
  case currencyMismatch(Currency, Currency)
}
