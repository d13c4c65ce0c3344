/// Which page of the catalog to read: what to look for, in which order, and where to continue.
///
/// Pages are keyset pages: `after` is the SKU of the last product of the previous page, and the
/// next page starts right after it in `sort` order, wherever that product sorts now. Reading
/// page 1000 costs what page 1 costs.
public struct ProductQuery: Hashable, Sendable {
  public var terms: SearchTerms
  public var category: FoldedText?
  public var sort: ProductSort
  public var size: PageSize
  public var after: SKU?

  public init(
    terms: SearchTerms = SearchTerms(""),
    category: FoldedText? = nil,
    sort: ProductSort = .name,
    size: PageSize = .standard,
    after: SKU? = nil
  ) {
    self.terms = terms
    self.category = category
    self.sort = sort
    self.size = size
    self.after = after
  }

  /// Whether `product` belongs in the result, ignoring paging.
  public func matches(_ product: Product) -> Bool {
    if let category, product.category.key != category { return false }
    return terms.matches(product)
  }

  /// Whether `lhs` comes before `rhs` in this query's order.
  public func orders(_ lhs: Product, before rhs: Product) -> Bool {
    switch sort {
    case .name where lhs.nameKey != rhs.nameKey:
      return lhs.nameKey < rhs.nameKey
    case .price where lhs.price.minorUnits != rhs.price.minorUnits:
      return lhs.price.minorUnits < rhs.price.minorUnits
    default:
      return lhs.sku < rhs.sku
    }
  }
}

/// The orders a catalog page can be read in. Ties break by SKU, so every order is total and a
/// page boundary is never ambiguous.
public enum ProductSort: String, CaseIterable, Sendable {
  /// By name, ignoring case and accents.
  case name
  /// Cheapest first.
  case price
}

/// The words of a text search, folded. A product matches when its name or description holds
/// every word, in any order: `jalapeno sauce` finds "Jalapeño hot sauce". A word of three letters
/// or more is found anywhere, inside other words too (`peño`); a word of one or two letters only
/// at the start of a word (`ja`, `h`, not `ot`), which is what a person typing `tv` or `q` in a
/// shop's search means, and what an index can look up. The words of a text are what spaces
/// separate (`tea-oil` is one).
///
/// A search has limits, so no query costs the catalog more than a person could mean:
/// `maximumLength` characters and `maximumWords` words. `SearchProducts` refuses a longer one.
public struct SearchTerms: Hashable, Sendable {
  public static let maximumLength = 200
  public static let maximumWords = 20

  public let words: [FoldedText]
  /// How many characters the search was typed with, each scalar counted: a letter under a
  /// thousand combining marks is a thousand and one, not one, so a search within the limit is short in
  /// bytes too, as the next page's line repeats it.
  public let length: Int

  public init(_ text: String) {
    words = FoldedText(text).value
      .split(whereSeparator: \.isWhitespace)
      .map { FoldedText(String($0)) }
    length = text.unicodeScalars.count
  }

  public var isEmpty: Bool { words.isEmpty }

  /// Whether the search stays within `maximumLength` and `maximumWords`.
  public var isWithinLimits: Bool {
    length <= Self.maximumLength && words.count <= Self.maximumWords
  }

  public func matches(_ product: Product) -> Bool {
    let text = product.searchText
    return words.allSatisfy { word in
      Self.matchesWordStarts(word) ? text.hasWord(startingWith: word) : text.contains(word)
    }
  }

  /// Whether `word` is found only at the start of a word of the text: it has one or two letters.
  public static func matchesWordStarts(_ word: FoldedText) -> Bool {
    word.value.count <= 2
  }
}

extension FoldedText {
  /// Whether a word of this text (what spaces separate) starts with `start`, byte for byte, as
  /// SQL compares.
  fileprivate func hasWord(startingWith start: FoldedText) -> Bool {
    let text = Array(value.utf8)
    let start = Array(start.value.utf8)
    guard !start.isEmpty else { return true }
    guard text.count >= start.count else { return false }
    for index in 0...(text.count - start.count) where index == 0 || text[index - 1] == 0x20 {
      if text[index..<(index + start.count)].elementsEqual(start) { return true }
    }
    return false
  }
}

extension Product {
  /// What a text search looks in: the name and the description, folded.
  public var searchText: FoldedText { Self.searchText(name: name, description: description) }

  /// The search text of a product with this name and description: what storage folds again
  /// for the rows it keeps when the rule of `FoldedText` changes.
  public static func searchText(name: String, description: String) -> FoldedText {
    FoldedText(name + " " + description)
  }

  /// The key a query sorts names by.
  public var nameKey: FoldedText { FoldedText(name) }
}
