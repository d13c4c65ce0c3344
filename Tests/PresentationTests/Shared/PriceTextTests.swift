import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// Money written for people, the same on every machine.
@Suite("PriceText")
struct PriceTextTests {
  private func format(_ minorUnits: Int, _ code: String) throws -> String {
    PriceText.format(Money(minorUnits: minorUnits, currency: try Currency(code: code)))
  }

  @Test(
    "known currencies are written with their symbol and two minor digits",
    arguments: [
      (249, "EUR", "€2.49"), (0, "EUR", "€0.00"), (5, "USD", "$0.05"), (1_000, "GBP", "£10.00"),
      (100_000_000, "EUR", "€1000000.00"), (10, "EUR", "€0.10"),
    ])
  func symbols(minorUnits: Int, code: String, text: String) throws {
    #expect(try format(minorUnits, code) == text)
  }

  @Test(
    "a negative amount puts the sign before the symbol",
    arguments: [(-500, "EUR", "-€5.00"), (-1, "USD", "-$0.01"), (-1_200, "CHF", "-12.00 CHF")])
  func negative(minorUnits: Int, code: String, text: String) throws {
    #expect(try format(minorUnits, code) == text)
  }

  @Test(
    "currencies without minor units are written with no decimals",
    arguments: [(1_200, "JPY", "1200 JPY"), (5, "KRW", "5 KRW"), (-30, "ISK", "-30 ISK")])
  func noDecimals(minorUnits: Int, code: String, text: String) throws {
    #expect(try format(minorUnits, code) == text)
  }

  @Test(
    "a currency without a symbol is written after the amount",
    arguments: [(1_200, "CHF", "12.00 CHF"), (7, "SEK", "0.07 SEK")])
  func unknownCurrency(minorUnits: Int, code: String, text: String) throws {
    #expect(try format(minorUnits, code) == text)
  }
}
