import ShopDomain
import ShopInMemory
import Testing

/// A text search is a list of folded words; a product matches when its name or description holds
/// every one, in any order: a word of three letters or more anywhere, a shorter one at the start
/// of a word.
@Suite("SearchTerms")
struct SearchTermsTests {
  private let sauce = SampleCatalog.product(
    "PAN-001", "Jalapeño hot sauce", "Green and smoky", "Pantry")

  @Test("the text is split on whitespace into folded words")
  func words() {
    #expect(SearchTerms("  two   words ").words == [FoldedText("two"), FoldedText("words")])
    #expect(SearchTerms("Crème\tFRAÎCHE").words == [FoldedText("creme"), FoldedText("fraiche")])
  }

  @Test("no words at all is empty, and matches every product", arguments: ["", "   ", "\n\t"])
  func empty(text: String) {
    let terms = SearchTerms(text)
    #expect(terms.isEmpty)
    #expect(terms.words.isEmpty)
    #expect(terms.matches(sauce))
  }

  @Test("a search with words is not empty")
  func notEmpty() {
    #expect(!SearchTerms("sauce").isEmpty)
  }

  @Test(
    "every word must be found, in any order and any case or accent",
    arguments: [
      "sauce", "jalapeno sauce", "sauce JALAPENO", "HOT jalapeño", "peño", "smoky",
      "green sauce", "smoky jalapeno hot",
    ])
  func matches(text: String) {
    #expect(SearchTerms(text).matches(sauce))
  }

  @Test(
    "one missing word is enough to miss",
    arguments: ["sauce mild", "jalapeno cheese", "tomato", "smoky sweet", "saucy"])
  func misses(text: String) {
    #expect(!SearchTerms(text).matches(sauce))
  }

  @Test(
    "a word of one or two letters matches the start of a word, in any case or accent",
    arguments: ["ja", "j", "HO", "sm", "a", "gr", "JÁ a", "hot s"])
  func wordStarts(text: String) {
    #expect(SearchTerms(text).matches(sauce))
  }

  @Test(
    "a word of one or two letters inside a word, or nowhere, misses",
    arguments: ["ot", "pe", "ce", "o", "ky", "q", "sauce ot", "ño"])
  func notWordStarts(text: String) {
    #expect(!SearchTerms(text).matches(sauce))
  }

  @Test("words are what spaces separate: a word starts after a space, not after a dash")
  func wordsAreSeparatedBySpaces() {
    let oil = SampleCatalog.product("PAN-002", "Tea-oil (cold)", "Ελιάς, чай", "Pantry")
    for start in ["te", "t", "(c", "(", "ελ", "ε", "ча"] {
      #expect(SearchTerms(start).matches(oil), "\(start)")
    }
    for inside in ["oi", "co", "λι", "ай", ")"] {
      #expect(!SearchTerms(inside).matches(oil), "\(inside)")
    }
  }

  @Test("a word may match in the name and another in the description")
  func nameAndDescription() {
    #expect(SearchTerms("hot green").matches(sauce))
    #expect(SearchTerms("green").matches(sauce))
  }

  @Test("the category is not searched")
  func categoryIsNotText() {
    #expect(!SearchTerms("pantry").matches(sauce))
  }
}
