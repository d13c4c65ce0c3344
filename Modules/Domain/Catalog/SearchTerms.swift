/// The words of a text search, folded. A product matches when its name or description contains
/// every word, in any order: `jalapeno sauce` finds "Jalapeño hot sauce".
public struct SearchTerms: Hashable, Sendable {
  public let words: [FoldedText]

  public init(_ text: String) {
    words = FoldedText(text).value
      .split(whereSeparator: \.isWhitespace)
      .map { FoldedText(String($0)) }
  }

  public var isEmpty: Bool { words.isEmpty }

  public func matches(_ product: Product) -> Bool {
    let text = product.searchText
    return words.allSatisfy { text.contains($0) }
  }
}
