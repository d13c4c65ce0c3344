import ShopDomain
import ShopInMemory
import Testing

/// Money is integer minor units and a currency; amounts only add up in one currency.
@Suite("Money")
struct MoneyTests {
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

  @Test("adding different currencies is a mismatch naming both, in order")
  func mismatch() throws {
    let dollar = try Currency(code: "USD")
    let euros = Money(minorUnits: 100, currency: .euro)
    let dollars = Money(minorUnits: 100, currency: dollar)
    #expect(throws: MoneyError.currencyMismatch(.euro, dollar)) { try euros.adding(dollars) }
    #expect(throws: MoneyError.currencyMismatch(dollar, .euro)) { try dollars.adding(euros) }
  }

  @Test("a zero amount in another currency is still a mismatch")
  func zeroStillMismatches() throws {
    let yen = Money.zero(try Currency(code: "JPY"))
    #expect(throws: MoneyError.self) { try Money(minorUnits: 5, currency: .euro).adding(yen) }
  }
}
