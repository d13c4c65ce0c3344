import ShopDomain
import ShopPresentation
import Testing

/// A typed value is repeated at most as its first `shownLength` characters and `shownBytes`
/// bytes, a line as `shownLineLength` and `shownLineBytes`: a character is a grapheme cluster,
/// which can hold thousands of scalars.
@Suite("TypedText")
struct TypedTextTests {
  static let heavyCharacter = "Z" + String(repeating: "\u{0301}", count: 10_000)

  /// Iterated in the test rather than given as arguments, which would print each in its name.
  static let heavyValues = [
    heavyCharacter, String(repeating: heavyCharacter, count: 65),
    String(repeating: "a\u{0301}\u{0302}\u{0303}", count: 65), String(repeating: "👩‍👩‍👧‍👦", count: 61),
  ]

  @Test(
    "a password is never shown, after a URL's user or as password=, however short the value",
    arguments: [
      ("postgresql://ada:s3cret@db.example/shop", "postgresql://ada:***@db.example/shop"),
      ("--db=postgres://ada:s3cret@db/shop", "--db=postgres://ada:***@db/shop"),
      ("ada:s3cret@db", "ada:***@db"),
      ("host=db password=s3cret user=ada", "host=db password=*** user=ada"),
      ("ada@example.com", "ada@example.com"),
      ("10:30 at home", "10:30 at home"),
    ])
  func passwords(typed: String, shown: String) {
    #expect(TypedText.shown(typed) == shown)
    #expect(TypedText.shownLine(typed) == shown)
    #expect(TypedText.quoted(typed) == "\"" + shown + "\"")
  }

  @Test("a value of characters heavy with marks is shown within the byte bound, as its start")
  func heavy() {
    for value in Self.heavyValues { expectBounded(value) }
  }

  private func expectBounded(_ value: String) {
    let bounds = [
      (TypedText.shownLength, TypedText.shownBytes, TypedText.shown(value)),
      (TypedText.shownLineLength, TypedText.shownLineBytes, TypedText.shownLine(value)),
    ]
    for (length, bytes, shown) in bounds {
      #expect(shown.utf8.count <= bytes + "…".utf8.count, "\(shown.utf8.count) bytes")
      guard value.count > length || value.utf8.count > bytes else {
        #expect(shown == value)
        continue
      }
      #expect(shown.hasSuffix("…"))
      #expect(value.unicodeScalars.starts(with: shown.unicodeScalars.dropLast()))
      #expect(shown.unicodeScalars.count > 1)
    }
  }

  @Test("a short value is shown whole, and a long one as its first characters")
  func plain() {
    #expect(TypedText.shown("DAI-001") == "DAI-001")
    #expect(TypedText.quoted("Crème") == "\"Crème\"")
    let long = String(repeating: "é", count: 100)
    #expect(TypedText.shown(long) == String(repeating: "é", count: 60) + "…")
    let sixty = String(repeating: "日", count: 60)
    #expect(TypedText.shown(sixty) == sixty)
  }
}
