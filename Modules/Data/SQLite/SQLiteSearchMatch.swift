/// Performance: what a search asks the trigram index, so that its words are looked up rather
/// than scanned.
import ShopDomain

/// The FTS5 query that asks the trigram index (`product_search`, migration 11) for
/// the products that may hold every word of a search: a superset, which the page then narrows
/// with `LIKE`, the rule itself (`SearchTerms.matches`).
///
/// The index holds each product's search text with a space before and after it, so a word of
/// the text starting with `ka` holds the trigram ` ka`:
/// - a word of three letters or more asks for its first and its last trigram. All of its
///   trigrams would leave fewer products to narrow, but cost more: with detail=none each is a
///   list read whole when every word is common, and two words held by a fifth of a million
///   products each took 27 ms asked with all eight trigrams, 14 ms with four, finding none either
///   way (`sqlite3` on the benchmark's catalog);
/// - a word of two letters asks for ` ka`;
/// - a word of one letter asks for any of the index's trigrams that start with ` k`, listed by
///   FTS5's vocabulary table (some 10 ms for a letter a third of a million products' words start
///   with, nothing for one none does);
/// - a longer word of one or two characters (a letter and its mark) asks for its first two, as a
///   word of two letters.
enum SQLiteSearchMatch {
  /// The FTS5 query for `terms`, which have a word; `nil` when a word of one letter starts no
  /// word of the catalog, so that no product can match.
  static func expression(for terms: SearchTerms, on connection: SQLConnection) throws -> String? {
    var parts: [String] = []
    for word in terms.words {
      let scalars = Array(word.value.unicodeScalars)
      if !SearchTerms.matchesWordStarts(word) {
        let first = String(String.UnicodeScalarView(scalars.prefix(3)))
        let last = String(String.UnicodeScalarView(scalars.suffix(3)))
        parts.append(first == last ? phrase(first) : phrase(first) + " AND " + phrase(last))
      } else if scalars.count >= 2 {
        parts.append(phrase(" " + String(String.UnicodeScalarView(scalars.prefix(2)))))
      } else if let letter = scalars.first {
        let trigrams = try wordStarts(with: letter, on: connection)
        guard !trigrams.isEmpty else { return nil }
        parts.append("(" + trigrams.map(phrase).joined(separator: " OR ") + ")")
      }
    }
    return parts.joined(separator: " AND ")
  }

  /// The trigrams of the index that start a word with `letter`: ` k` and any character.
  private static func wordStarts(with letter: Unicode.Scalar, on connection: SQLConnection) throws
    -> [String]
  {
    try connection.run(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms USING fts5vocab(main, product_search, row)"
    )
    // Terms sort by their bytes, which is the order of their characters: those starting with
    // ` k` lie from ` k` up to ` ` and the next character (or up to the next after the space,
    // past the last character there is).
    let next = (letter.value + 1...0x10FFFF).lazy.compactMap(Unicode.Scalar.init).first
    let end = next.map { " " + String($0) } ?? "!"
    return try connection.rows(
      "SELECT term FROM temp.search_terms WHERE term >= ?1 AND term < ?2",
      [.text(" " + String(letter)), .text(end)]
    ) { row in try row.text(0) }
  }

  /// `text` as an FTS5 string, which the trigram tokenizer reads as its trigrams.
  private static func phrase(_ text: String) -> String {
    "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
