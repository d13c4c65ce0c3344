/// Why an amount of money could not be made or combined.
public enum MoneyError: Error, Equatable, Sendable {
  /// Not a three-letter currency code.
  case invalidCurrency(String)
  /// Two amounts in different currencies were added or compared.
  case currencyMismatch(Currency, Currency)
}
