import ShopDomain
import Testing

/// Folding: the one rule by which the shop compares text, written out in Domain.
@Suite("FoldedText")
struct FoldedTextTests {
  @Test(
    "folds case and accents",
    arguments: [
      ("Crème", "creme"), ("JALAPEÑO", "jalapeno"), ("Gruyère AOP", "gruyere aop"),
      ("Straße", "strasse"),
      ("Œuvre", "oeuvre"), ("Açaí", "acai"), ("Łódź", "lodz"), ("plain", "plain"),
    ])
  func folds(text: String, folded: String) {
    #expect(FoldedText(text).value == folded)
  }

  @Test("a decomposed accent (e + combining grave) folds like the composed one")
  func decomposed() {
    #expect(FoldedText("Cre\u{0300}me") == FoldedText("Crème"))
  }

  @Test("contains is on folded text; the empty text is in everything")
  func contains() {
    #expect(FoldedText("Crème fraîche").contains(FoldedText("FRAICHE")))
    #expect(!FoldedText("Crème").contains(FoldedText("cream")))
    #expect(FoldedText("x").contains(FoldedText("")))
  }

  @Test("orders by UTF-8 bytes, as SQLite's default collation does")
  func order() {
    #expect(FoldedText("Banana") < FoldedText("cherry"))
    #expect(FoldedText("a") < FoldedText("ab"))
    #expect(!(FoldedText("b") < FoldedText("B")))
  }
}
