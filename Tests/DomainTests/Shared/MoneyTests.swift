import ShopDomain
import ShopInMemory
import Testing

/// Money is integer minor units and a currency: sums, differences and products stay exact,
/// percentages round one way, and amounts only add up in one currency.
@Suite("Money")
struct MoneyTests {
  let euros = Money(minorUnits: 100, currency: .euro)
  let dollar: Currency
  let dollars: Money

  init() throws {
    dollar = try Currency(code: "USD")
    dollars = Money(minorUnits: 100, currency: dollar)
  }

  @Test("keeps the minor units and currency it is made with")
  func values() {
    let money = Money(minorUnits: 1_250, currency: .euro)
    #expect(money.minorUnits == 1_250)
    #expect(money.currency == .euro)
  }

  @Test(
    "adding in one currency sums the minor units exactly",
    arguments: [(1_099, 1, 1_100), (0, 0, 0), (250, -300, -50), (10, 20, 30)])
  func adding(lhs: Int, rhs: Int, sum: Int) throws {
    let total = try Money(minorUnits: lhs, currency: .euro).adding(
      Money(minorUnits: rhs, currency: .euro))
    #expect(total == Money(minorUnits: sum, currency: .euro))
  }

  @Test("adding and subtracting in one currency is exact")
  func sameCurrency() throws {
    let a = Money(minorUnits: 1_099, currency: .euro)
    let b = Money(minorUnits: 1, currency: .euro)
    #expect(try a.adding(b).minorUnits == 1_100)
    #expect(try a.subtracting(b).minorUnits == 1_098)
    #expect(a.multiplied(by: 3).minorUnits == 3_297)
  }

  @Test(
    "percentages round half up, and half away from zero for negative amounts",
    arguments: [
      (250, 10, 25), (255, 10, 26), (254, 10, 25), (-255, 10, -26), (1, 50, 1), (0, 100, 0),
    ])
  func percentage(amount: Int, percent: Int, expected: Int) {
    #expect(Money(minorUnits: amount, currency: .euro).percentage(percent).minorUnits == expected)
  }

  @Test("adding different currencies is a mismatch naming both, in order")
  func mismatch() throws {
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.adding(dollars) }
    #expect(throws: MoneyError.currencyMismatch(dollar, .euro)) { try dollars.adding(euros) }
  }

  @Test("mixing currencies is a typed error")
  func mixedCurrencies() throws {
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.adding(dollars) }
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.subtracting(dollars) }
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.isLess(than: dollars) }
  }

  @Test("a zero amount in another currency is still a mismatch")
  func zeroStillMismatches() throws {
    let yen = Money.zero(try Currency(code: "JPY"))
    #expect(throws: MoneyError.self) { try Money(minorUnits: 5, currency: .euro).adding(yen) }
  }
}
