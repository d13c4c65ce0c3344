/// The words of a text search, folded. A product matches when its name or description contains
/// every word, in any order: `jalapeno sauce` finds "Jalapeño hot sauce".
///
/// A search has limits, so no query costs the catalog more than a person could mean:
/// `maximumLength` characters and `maximumWords` words. `SearchProducts` refuses a longer one.
public struct SearchTerms: Hashable, Sendable {
  public static let maximumLength = 200
  public static let maximumWords = 20

  public let words: [FoldedText]
  /// How many characters the search was typed with.
  public let length: Int

  public init(_ text: String) {
    words = FoldedText(text).value
      .split(whereSeparator: \.isWhitespace)
      .map { FoldedText(String($0)) }
    length = text.count
  }

  public var isEmpty: Bool { words.isEmpty }

  /// Whether the search stays within `maximumLength` and `maximumWords`.
  public var isWithinLimits: Bool {
    length <= Self.maximumLength && words.count <= Self.maximumWords
  }

  public func matches(_ product: Product) -> Bool {
    let text = product.searchText
    return words.allSatisfy { text.contains($0) }
  }
}
