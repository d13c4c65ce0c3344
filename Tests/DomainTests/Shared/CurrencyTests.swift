import ShopDomain
import Testing

/// A currency is an ISO 4217 code: three ASCII letters, stored in uppercase.
@Suite("Currency")
struct CurrencyTests {
  @Test("three letters in any case are kept in uppercase", arguments: ["eur", "EUR", "Usd", "jPy"])
  func accepted(code: String) throws {
    #expect(try Currency(code: code).code == code.uppercased())
  }

  @Test(
    "anything but three ASCII letters is refused, naming the code as given",
    arguments: ["", "EU", "EURO", "€", "E1R", "E R", " EUR", "ÉUR", "EU-"])
  func refused(code: String) {
    #expect(throws: MoneyError.invalidCurrency(code)) { try Currency(code: code) }
  }

  @Test("codes differing only in case are the same currency")
  func caseInsensitiveEquality() throws {
    #expect(try Currency(code: "gbp") == Currency(code: "GBP"))
    #expect(try Currency(code: "GBP") != Currency(code: "EUR"))
  }

  @Test("describes itself as its code")
  func description() throws {
    #expect(try Currency(code: "chf").description == "CHF")
  }

  @Test(
    "the digits of its minor unit: none for the yen, the won and the króna, two for others",
    arguments: [("jpy", 0), ("KRW", 0), ("ISK", 0), ("EUR", 2), ("USD", 2), ("CHF", 2)])
  func minorDigits(code: String, digits: Int) throws {
    #expect(try Currency(code: code).minorDigits == digits)
  }
}
