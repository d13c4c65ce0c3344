import ShopData
import ShopDomain

/// How a page of products is read on PostgreSQL: its SQL and parameters, chosen for each query by
/// how selective its words are, as on SQLite (`SQLiteProductPages` says why).
///
/// The trigram index (`products_by_search`, migration 8) serves `LIKE '%word%'`, and the planner
/// weighs it against walking the order's index by the table's statistics. But it takes the
/// matching products to be spread evenly through the order, and when they are not (names that
/// share their first word, say) its walk reads tens of thousands of rows. So a search first counts
/// the products holding its words (`isRare`), stopping at `fewCandidates`; when fewer do, the page
/// reads the matches first (a `MATERIALIZED` step the planner cannot fold into a walk) and sorts
/// them. Otherwise the planner walks, where common words are quick to find.
enum PostgresProductPages {
  /// Up to how many products may hold a word for the page to read all matches and sort them.
  static let fewCandidates = 2_000

  /// The SQL and parameters for one page, one row more than the page holds.
  static func sql(for query: ProductQuery, on connection: SQLConnection) throws
    -> (sql: String, values: [SQLValue])
  {
    var values: [SQLValue] = []
    func bind(_ value: SQLValue) -> String {
      values.append(value)
      return "?\(values.count)"
    }
    var held = query.terms.words.map { word in
      "search_text LIKE \(bind(.text(likePattern(containing: word.value)))) ESCAPE '!'"
    }
    if let category = query.category {
      held.append("category_key = \(bind(.text(category.value)))")
    }
    let after = query.after.map { bind(.text($0.value)) }
    let keyset = query.sort == .name ? Keyset.productsByName : .productsByPrice
    let limit = bind(SQLValue(query.size.value + 1))
    guard try isRare(query.terms, in: connection) else {
      return (keyset.sql(where: held, after: after, limit: limit), values)
    }
    let hits =
      "WITH hits AS MATERIALIZED (SELECT sku AS hit FROM products WHERE "
      + held.joined(separator: " AND ") + ") "
    let page = keyset.sql(
      from: "hits JOIN products ON products.sku = hit", after: after, limit: limit)
    return (hits + page, values)
  }

  /// Whether fewer than `fewCandidates` products hold all the words of three letters or more
  /// (the ones the trigram index can look up). They are counted together, from the index, which
  /// answers several words at once; a common word's count stops at the cap at once.
  private static func isRare(_ terms: SearchTerms, in connection: SQLConnection) throws
    -> Bool
  {
    let patterns = terms.words.map(\.value).filter { $0.count >= 3 }.map {
      SQLValue.text(likePattern(containing: $0))
    }
    guard !patterns.isEmpty else { return false }
    return try count(patterns, in: connection) < fewCandidates
  }

  /// How many products hold every pattern, counted up to `fewCandidates`.
  private static func count(_ patterns: [SQLValue], in connection: SQLConnection) throws
    -> Int
  {
    let held = patterns.indices.map { "search_text LIKE ?\($0 + 1) ESCAPE '!'" }
    let found = try connection.rows(
      "SELECT count(*) FROM (SELECT 1 FROM products WHERE \(held.joined(separator: " AND ")) LIMIT \(fewCandidates)) AS held",
      patterns
    ) { row in try row.int(0) }
    return found.first ?? 0
  }

  /// `%word%`, with LIKE's own wildcards escaped so `50%` searches for the text "50%". The escape
  /// character is `!`, which a string literal takes as it is whatever `standard_conforming_strings`
  /// says (a backslash would not be).
  private static func likePattern(containing word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "!" { pattern.append("!") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
