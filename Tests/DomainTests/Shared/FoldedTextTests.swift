import ShopDomain
import Testing

/// Folding: the one rule by which the shop compares text, written out in Domain.
@Suite("FoldedText")
struct FoldedTextTests {
  @Test(
    "folds case and accents to plain lowercase letters",
    arguments: [
      ("Crème", "creme"), ("JALAPEÑO", "jalapeno"), ("Gruyère AOP", "gruyere aop"),
      ("Œuvre", "oeuvre"), ("Açaí", "acai"), ("Łódź", "lodz"), ("Ærø", "aero"),
      ("Þorn", "thorn"), ("plain", "plain"), ("", ""),
    ])
  func folds(text: String, folded: String) {
    #expect(FoldedText(text).value == folded)
  }

  @Test("Crème and creme are the same folded text")
  func caseAndAccentInsensitiveEquality() {
    #expect(FoldedText("Crème") == FoldedText("creme"))
    #expect(FoldedText("CRÈME") == FoldedText("crème"))
    #expect(FoldedText("Crème") != FoldedText("cream"))
  }

  @Test(
    "sharp s folds to two letters, in either case", arguments: ["Straße", "STRASSE", "strasse"])
  func sharpS(text: String) {
    #expect(FoldedText(text).value == "strasse")
  }

  @Test("a decomposed accent (e + combining acute) folds like the composed é")
  func decomposedAcute() {
    let decomposed = FoldedText("Cre\u{0301}me")
    #expect(decomposed.value == "creme")
    #expect(decomposed.value.unicodeScalars.count == 5)
    #expect(decomposed == FoldedText("Crème"))
  }

  @Test("a decomposed grave folds like the composed one")
  func decomposedGrave() {
    #expect(FoldedText("Cre\u{0300}me") == FoldedText("Crème"))
  }

  @Test("letters outside the folding table are kept, lowercased")
  func otherScripts() {
    #expect(FoldedText("ΩΜΕΓΑ").value == "ωμεγα")
    #expect(FoldedText("Sauce 2 go!").value == "sauce 2 go!")
  }

  @Test("contains compares folded text; the empty text is in everything")
  func contains() {
    #expect(FoldedText("Crème fraîche").contains(FoldedText("FRAICHE")))
    #expect(FoldedText("Jalapeño hot sauce").contains(FoldedText("peno hot")))
    #expect(!FoldedText("Crème").contains(FoldedText("cream")))
    #expect(FoldedText("x").contains(FoldedText("")))
    #expect(FoldedText("").contains(FoldedText("")))
    #expect(!FoldedText("").contains(FoldedText("a")))
  }

  @Test("orders by folded text, so case and accents do not change the order")
  func orderIgnoresCaseAndAccents() {
    #expect(FoldedText("Banana") < FoldedText("cherry"))
    #expect(FoldedText("Éclair") < FoldedText("fig"))
    #expect(FoldedText("apple") < FoldedText("Éclair"))
    #expect(!(FoldedText("b") < FoldedText("B")))
    #expect(!(FoldedText("B") < FoldedText("b")))
  }

  @Test("orders by UTF-8 bytes: a prefix first, then byte by byte")
  func orderByBytes() {
    #expect(FoldedText("a") < FoldedText("ab"))
    #expect(!(FoldedText("ab") < FoldedText("a")))
    #expect(FoldedText("abc") < FoldedText("abd"))
    #expect(FoldedText("10") < FoldedText("9"))
    #expect(FoldedText("a z") < FoldedText("aa"))
    // Latin letters (one byte) come before Greek (two bytes), and Greek before CJK (three).
    #expect(FoldedText("z") < FoldedText("ω"))
    #expect(FoldedText("ω") < FoldedText("中"))
  }

  @Test("sorting folded names gives the byte order of their folded forms")
  func sorting() {
    let names = ["Olive oil", "basmati rice", "Crème fraîche", "BUTTER", "Gruyère", "ω", "10"]
    let sorted = names.map(FoldedText.init).sorted().map(\.value)
    #expect(
      sorted == ["10", "basmati rice", "butter", "creme fraiche", "gruyere", "olive oil", "ω"])
  }

  @Test("describes itself as its folded value")
  func description() {
    #expect(FoldedText("Gruyère").description == "gruyere")
  }
}
