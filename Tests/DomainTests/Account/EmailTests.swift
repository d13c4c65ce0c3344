import ShopDomain
import Testing

/// Email addresses: normalised so one customer has one address, and validated plainly.
@Suite("Email")
struct EmailTests {
  @Test("surrounding spaces go and letters are lowercased")
  func normalised() throws {
    #expect(try Email("  Ada.Lovelace@Example.COM ").value == "ada.lovelace@example.com")
    #expect(try Email("ADA@example.com") == Email("ada@example.com"))
  }

  @Test(
    "valid addresses",
    arguments: ["a@b.co", "first.last+shop@mail.example.org", "o'neil@example.ie"])
  func valid(address: String) {
    #expect((try? Email(address)) != nil)
  }

  @Test(
    "invalid addresses are refused",
    arguments: [
      "", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a da@example.com",
      ".ada@example.com",
      "ada@-example.com", "ada@example..com",
    ])
  func invalid(address: String) {
    #expect(throws: AccountError.invalidEmail(address)) { try Email(address) }
  }
}
