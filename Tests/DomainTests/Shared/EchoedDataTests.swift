import ShopDomain
import Testing

/// Data a message repeats (a SKU from a feed, a name from a damaged row) is repeated short in
/// bytes as well as in characters: a character is a grapheme cluster, and one cluster can hold
/// thousands of scalars, so 60 characters can be a megabyte.
@Suite("Data echoed in errors")
struct EchoedDataTests {
  /// One letter under 10,000 combining marks: one character, 20 KB.
  static let heavyCharacter = "Z" + String(repeating: "\u{0301}", count: 10_000)
  /// 65 such characters: 1.3 MB in 65 characters.
  static let heavyText = String(repeating: heavyCharacter, count: 65)

  /// The most bytes a sentence that repeats one value may take.
  static let shortSentence = 400

  /// Every sentence of Domain that repeats a value it was given or read back, for `value`.
  static func sentences(repeating value: String) -> [String] {
    var sentences = [
      ProductError.invalidSKU(value).reason, ProductError.invalidCurrency(value).reason,
    ]
    // Each value below is refused, so each call adds its sentence; one that is accepted is a
    // failure here, rather than a count of sentences kept by hand.
    func reason(
      _ body: () throws(StorageError) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      do {
        try body()
        Issue.record(
          "the value was accepted, so no sentence repeats it", sourceLocation: sourceLocation)
      } catch { sentences.append(error.reason) }
    }
    reason { () throws(StorageError) in _ = try ProductCategory.fromStoredNames(["\u{1B}" + value])
    }
    reason { () throws(StorageError) in _ = try CartFieldsTests.make(lines: [(value, 1)]) }
    reason { () throws(StorageError) in _ = try CartFieldsTests.make(promotionCode: value) }
    reason { () throws(StorageError) in _ = try Wishlist.fromStoredSKUs([value]) }
    reason { () throws(StorageError) in _ = try SessionFieldsTests.make(customer: value) }
    reason { () throws(StorageError) in
      _ = try PromotionFieldsTests.make(code: value, percentOff: 10, minimum: 0, expiresAt: 0)
    }
    reason { () throws(StorageError) in
      _ = try PromotionFieldsTests.make(code: value, percentOff: 10, minimum: 0, expiresAt: .max)
    }
    reason { () throws(StorageError) in _ = try OrderFieldsTests.make(id: value) }
    return sentences
  }

  @Test("a sentence repeating a value of characters heavy with marks stays short in bytes")
  func heavyValue() {
    // Iterated here rather than as arguments, which would print each megabyte in the test's name.
    for value in [Self.heavyCharacter, Self.heavyText, "\u{0301}" + Self.heavyText] {
      for sentence in Self.sentences(repeating: value) {
        #expect(
          sentence.utf8.count < Self.shortSentence,
          "\(sentence.utf8.count) bytes: \(sentence.prefix(40))")
      }
    }
  }

  @Test("a short value is still repeated whole")
  func shortValue() {
    for sentence in Self.sentences(repeating: "Z\u{0301}\u{0302}") {
      #expect(sentence.contains("Z\u{0301}\u{0302}"), "\(sentence)")
    }
  }
}
