import ShopInMemory
import Testing

@testable import ShopDomain

/// A product's texts are first asked whether they are tidy (`isTidyText`), for speed alone: a
/// tidy text skips the rules of trimming, control characters and something visible. So a text
/// called tidy must be one every rule, read character by character, leaves as it is and accepts,
/// and the texts a catalog holds (accents included) must be tidy, or the path is never taken.
@Suite("Tidy text, by its bytes")
struct TidyTextTests {
  /// What every rule asks, by characters: nothing to trim, no control character, something seen.
  static func passesEveryRule(_ text: String) -> Bool {
    let trimmed =
      text.first?.isWhitespace != true && text.last?.isWhitespace != true
    return trimmed && !ControlCharacterBytesTests.holdsControl(text)
      && text.unicodeScalars.contains(where: VisibleText.isVisible)
  }

  @Test("a text called tidy passes every rule read by characters")
  func tidyMeansEveryRule() {
    let alphabet =
      ControlCharacterBytesTests.controls + ControlCharacterBytesTests.lookalikes
      + Array(" \u{3000}\u{85}Ab 9-~é".unicodeScalars)
    let texts = ControlCharacterBytesTests.texts(
      seed: 31, count: 20_000, longest: 40, oneIn: 6, from: alphabet)
    var wrong: [String] = []
    for text in texts {
      if text.isTidyText && !Self.passesEveryRule(text) {
        wrong.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    #expect(wrong.first == nil, "\(wrong.prefix(5))")
  }

  @Test(
    "texts with something at either end to trim, a control or nothing seen are not tidy",
    arguments: [
      "", " Milk", "Milk ", "Mi\u{85}lk", "Mi\u{7F}lk", "Mi\tlk", "\u{200B}", "Milk\u{200B}",
      String(repeating: "a", count: 40) + "\u{1B}" + "b",
    ])
  func notTidy(text: String) {
    #expect(!text.isTidyText)
  }

  @Test(
    "a catalog's texts are tidy, accents and long descriptions included",
    arguments: [
      "Milk", "Crème fraîche 20%", "Dairy", "A", "Gouda, aged 12 months — from the Netherlands.",
    ])
  func catalogTextsAreTidy(text: String) {
    #expect(text.isTidyText)
  }
}
