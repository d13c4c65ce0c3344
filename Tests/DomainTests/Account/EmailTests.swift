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
    "composed and decomposed spellings of the same address are one customer",
    arguments: [
      ("jos\u{E9}@example.com", "jose\u{301}@example.com"),
      ("\u{C5}sa@example.se", "A\u{30A}sa@example.se"),
      ("zo\u{EB}@m\u{FC}ller.de", "zoe\u{308}@mu\u{308}ller.de"),
      ("\u{1E9B}\u{323}x@example.com", "\u{17F}\u{323}\u{307}x@example.com"),
    ])
  func unicodeIdentity(composed: String, decomposed: String) throws {
    let first = try Email(composed)
    let second = try Email(decomposed)
    #expect(Array(first.value.utf8) == Array(second.value.utf8))
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
