import ShopDomain

/// How a page of products is read on SQLite: its SQL and bound values, chosen for each query by
/// how selective its words are, as a search engine chooses its plan.
///
/// A page walks the index of its order (name or price, within a category if it has one), which
/// costs what the page costs, until it has its rows. That is right for a list and for a common
/// word, and wrong for a rare word: the walk passes over almost every product before the page is
/// full. So a search first counts, in the trigram index (`product_search`, migration 9), the
/// products that hold every word of three letters or more, stopping at `fewCandidates`; when
/// fewer hold them, the page reads just those and sorts them. Either way every word is also
/// matched with `LIKE`, the rule the in-memory catalog follows, so the plan changes only how
/// fast a page comes, never what is on it. Words of one or two letters cannot be looked up by
/// trigrams: a search with only such words walks, as every search did before the index.
enum SQLiteProductPages {
  /// Up to how many products may hold the words for the page to read them all and sort them.
  /// Above it the walk is cheaper: at least this many in a million means a page of 50 is full
  /// within some 25,000 index entries, which carry the text (measured in Benchmarks.md).
  static let fewCandidates = 2_000

  /// The SQL and bound values for one page, one row more than the page holds.
  static func sql(for query: ProductQuery, on connection: SQLConnection) throws
    -> (sql: String, values: [SQLValue])
  {
    let keyset = query.sort == .name ? byName : byPrice
    let limit = SQLValue(query.size.value + 1)
    // A page with no filter (`shop products` and its next pages) runs SQL made once, as the
    // promotions' does: making it again each time was 7% of a page of 50 in `shop-bench`.
    if query.category == nil, query.terms.words.isEmpty {
      let unfiltered = query.sort == .name ? byNameUnfiltered : byPriceUnfiltered
      guard let after = query.after else { return (unfiltered.first, [limit]) }
      return (unfiltered.next, [limit, .text(after.value)])
    }
    var values: [SQLValue] = []
    func bind(_ value: SQLValue) -> String {
      values.append(value)
      return "?\(values.count)"
    }
    var conditions: [String] = []
    if let category = query.category {
      conditions.append("category_key = \(bind(.text(category.value)))")
    }
    for word in query.terms.words {
      conditions.append(
        "search_text LIKE \(bind(.text(likePattern(containing: word.value)))) ESCAPE '\\'")
    }
    let after = query.after.map { bind(.text($0.value)) }
    let hits: String
    if let match = trigramMatch(query.terms), try hasRareWord(query.terms, in: connection) {
      // The few products that hold the words, found by the index, then filtered and sorted.
      hits = """
        SELECT searchable_products.sku AS hit FROM product_search
        JOIN searchable_products ON searchable_products.id = product_search.rowid
        WHERE product_search MATCH \(bind(.text(match)))
        """
    } else {
      // The walk reads its order's index alone, which carries every column a filter needs, and
      // only the products of the page are read whole.
      hits = (query.sort == .name ? byNameHits : byPriceHits).sql(
        where: conditions, after: after, limit: bind(limit))
    }
    let page = keyset.sql(
      from: "(\(hits)) CROSS JOIN products ON products.sku = hit", where: conditions,
      after: after, limit: bind(limit))
    return (page, values)
  }

  /// Whether fewer than `fewCandidates` products hold one of the words the trigram index can
  /// look up. Each word is counted alone: a common word stops its count at the cap at once, where
  /// counting all words together would read every common word's entries in full.
  private static func hasRareWord(_ terms: SearchTerms, in connection: SQLConnection) throws
    -> Bool
  {
    for word in indexable(terms) {
      let found = try connection.rows(countSQL, [.text(phrase(word)), SQLValue(fewCandidates)]) {
        row in try row.int(0)
      }
      if (found.first ?? 0) < fewCandidates { return true }
    }
    return false
  }

  private static let countSQL = """
    SELECT count(*) FROM (SELECT 1 FROM product_search WHERE product_search MATCH ?1 LIMIT ?2)
    """

  /// The words of three letters or more: a trigram index cannot look up a shorter one.
  private static func indexable(_ terms: SearchTerms) -> [String] {
    terms.words.map(\.value).filter { $0.count >= 3 }
  }

  /// A word as an FTS5 phrase: its trigrams in a row, so a substring, as `LIKE` finds.
  private static func phrase(_ word: String) -> String {
    "\"" + word.replacing("\"", with: "\"\"") + "\""
  }

  /// The FTS5 query that asks for every word of three letters or more; `nil` when none is.
  private static func trigramMatch(_ terms: SearchTerms) -> String? {
    let words = indexable(terms)
    return words.isEmpty ? nil : words.map(phrase).joined(separator: " AND ")
  }

  private static let byName = Keyset.productsByName
  private static let byPrice = Keyset.productsByPrice
  /// The SKUs of a page, in its order, read from the order's index alone.
  private static let byNameHits = Keyset(
    table: "products", columns: "sku AS hit", order: ["name_key", "sku"])
  private static let byPriceHits = Keyset(
    table: "products", columns: "sku AS hit", order: ["price_minor", "sku"])
  private static let byNameUnfiltered = (
    first: byName.sql(after: nil, limit: "?1"), next: byName.sql(after: "?2", limit: "?1")
  )
  private static let byPriceUnfiltered = (
    first: byPrice.sql(after: nil, limit: "?1"), next: byPrice.sql(after: "?2", limit: "?1")
  )

  /// `%word%`, with LIKE's own wildcards escaped so `50%` searches for the text "50%".
  private static func likePattern(containing word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
