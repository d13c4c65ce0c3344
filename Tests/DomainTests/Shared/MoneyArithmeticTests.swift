import ShopDomain
import ShopInMemory
import Testing

/// Money in integer minor units: sums, differences and products stay exact, and currencies
/// never mix.
@Suite("Money arithmetic")
struct MoneyArithmeticTests {
  @Test("adding and subtracting in one currency is exact")
  func sameCurrency() throws {
    let a = Money(minorUnits: 1_099, currency: .euro)
    let b = Money(minorUnits: 1, currency: .euro)
    #expect(try a.adding(b).minorUnits == 1_100)
    #expect(try a.subtracting(b).minorUnits == 1_098)
    #expect(a.multiplied(by: 3).minorUnits == 3_297)
  }

  @Test("mixing currencies is a typed error")
  func mixedCurrencies() throws {
    let dollar = try Currency(code: "usd")
    let euros = Money(minorUnits: 100, currency: .euro)
    let dollars = Money(minorUnits: 100, currency: dollar)
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.adding(dollars) }
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.subtracting(dollars) }
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.isLess(than: dollars) }
  }

  @Test(
    "percentages round half up, and half away from zero for negative amounts",
    arguments: [
      (250, 10, 25), (255, 10, 26), (254, 10, 25), (-255, 10, -26), (1, 50, 1), (0, 100, 0),
    ])
  func percentage(amount: Int, percent: Int, expected: Int) {
    #expect(Money(minorUnits: amount, currency: .euro).percentage(percent).minorUnits == expected)
  }
}
