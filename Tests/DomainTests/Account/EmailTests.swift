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
      ("zo\u{EB}@mueller.de", "zoe\u{308}@mueller.de"),
      ("\u{F1}and\u{FA}@example.com", "n\u{303}andu\u{301}@example.com"),
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

  @Test(
    "full-width letters and signs fold to ASCII, as NFKC folds them: one customer",
    arguments: [
      ("\u{FF41}@example.com", "a@example.com"),
      ("ADA\u{FF20}EXAMPLE\u{FF0E}COM", "ada@example.com"),
    ])
  func fullWidth(typed: String, plain: String) throws {
    #expect(try Email(typed) == Email(plain))
  }

  @Test(
    "an address that could be mistaken for another is refused, saying why",
    arguments: [
      ("a@exam\u{200D}ple.com", EmailAmbiguity.invisibleCharacter),
      ("a\u{200B}@example.com", .invisibleCharacter),
      ("\u{FEFF}a@example.com", .invisibleCharacter),
      ("a\u{202E}b@example.com", .invisibleCharacter), ("a@b\u{FC}cher.example", .domainNotASCII),
      ("\u{FB01}@example.com", .compatibilityCharacter),
      ("\u{1D41A}@example.com", .compatibilityCharacter),
      ("\u{24D0}@example.com", .compatibilityCharacter),
    ])
  func ambiguous(typed: String, ambiguity: EmailAmbiguity) {
    #expect(throws: AccountError.ambiguousEmail(typed, ambiguity)) { try Email(typed) }
  }

  @Test("a domain in its ASCII form is accepted, and a stored address of looser rules reads back")
  func asciiDomainAndStoredAddresses() throws {
    #expect(try Email("a@xn--bcher-kva.example").value == "a@xn--bcher-kva.example")
    #expect(Email.stored("zo\u{EB}@m\u{FC}ller.de")?.value == "zo\u{EB}@m\u{FC}ller.de")
    #expect(Email.stored("not an address") == nil)
  }
}
