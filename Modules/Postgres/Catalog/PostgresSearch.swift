/// Performance: the statements of a search's plans on PostgreSQL, which `PostgresProductPages`
/// chooses between.
import ShopData
import ShopDomain

/// The statements of a search's plans on PostgreSQL, each yielding SKUs of the page in its
/// order. Every one keeps a product only if its search text holds each word, by `strpos`, the
/// rule of `SearchTerms.matches`: anywhere for a word of three letters or more, after a space
/// (at the start of a word) for a shorter one. The indexes only narrow the products it looks at:
/// `pg_trgm`'s (`search_entries_by_text`) for a longer word, `search_entries_by_word_start` for
/// a shorter one, both on the products' search entries (migration 11).
struct PostgresSearch {
  let query: ProductQuery

  init(_ query: ProductQuery) {
    self.query = query
  }

  /// What a walk of the order's index found: the page, or, when it read its whole budget
  /// without filling the page, the matches it found, the last entry it read, and how many of
  /// the entries held each word and each piece of a long word.
  enum Walk: Equatable {
    case page([String])
    case sample(found: [String], last: String, held: [Int], pieces: SearchPieces, entries: Int)
  }

  /// The first `wanted` matches (one more than the page holds unless said), walking the order's
  /// index after `cursor` (a SKU) for at most `budget` entries; when the walk reads them all
  /// without finding as many or reaching the end, the sample it read instead.
  func walk(
    reading budget: Int, after cursor: String?, wanting wanted: Int? = nil,
    on connection: SQLConnection
  ) throws -> Walk {
    let wanted = wanted ?? query.size.value + 1
    var statement = SQLBindings()
    let filter = category(&statement)
    let after = cursor.map { statement.bind(.text($0)) }
    let read = order(columns: "sku AS hit, search_text, \(orderColumn)").sql(
      where: filter, after: after, limit: statement.bind(SQLValue(budget)))
    var page = statement
    let held = holds(&page)
    let sql =
      "SELECT hit FROM (\(read)) AS walked WHERE \(held.joined(separator: " AND ")) LIMIT "
      + page.bind(SQLValue(wanted))
    let found = try connection.rows(sql, page.values) { row in try row.text(0) }
    guard found.count < wanted else { return .page(found) }
    // Fewer than a page: the walk reached the end of its order, or ran out of budget. The same
    // entries, counted word by word and piece by piece, say which words are common enough not
    // to be looked up, and which pieces of a long word to look up.
    var pieces = SearchPieces(query.terms)
    let counted =
      holds(&statement)
      + pieces.words.joined().map { "strpos(search_text, \(statement.bind(.text($0.text)))) > 0" }
    let counts =
      ["count(*)", "(array_agg(hit ORDER BY \(orderColumn) DESC, hit DESC))[1]"]
      + counted.map { "count(*) FILTER (WHERE \($0))" }
    let sample = try connection.rows(
      "SELECT \(counts.joined(separator: ", ")) FROM (\(read)) AS walked", statement.values
    ) { row in
      (
        entries: try row.int(0), last: try row.optionalText(1),
        held: try (2..<2 + Int32(counted.count)).map(row.int)
      )
    }
    guard let sample = sample.first, sample.entries >= budget, let last = sample.last else {
      return .page(found)
    }
    let words = query.terms.words.count
    var next = sample.held.dropFirst(words).makeIterator()
    for word in pieces.words.indices {
      for piece in pieces.words[word].indices { pieces.words[word][piece].held = next.next() ?? 0 }
    }
    return .sample(
      found: found, last: last, held: Array(sample.held.prefix(words)), pieces: pieces,
      entries: sample.entries)
  }

  /// The page, when a walk that found `found` before `last` (a sample of `entries`) goes on
  /// walking for as many entries as the rest of the page should take at the rate it found them,
  /// twice over, and no more than `limit`; `nil` when it found none, or the longer walk does not
  /// fill the page either: then the matches are too few to walk to.
  func continuing(
    _ found: [String], after last: String, entries: Int, limit: Int, on connection: SQLConnection
  ) throws -> [String]? {
    guard !found.isEmpty else { return nil }
    let missing = query.size.value + 1 - found.count
    let budget = min(limit, 2 * missing * entries / found.count + 1)
    let walked = try walk(reading: budget, after: last, wanting: missing, on: connection)
    guard case .page(let more) = walked else { return nil }
    return found + more
  }

  /// The page among the products the indexes find for the words `lookedUp` chooses, read from
  /// the bitmap of their matches in `search_entries` (migration 11), kept if they hold every
  /// word and follow the cursor, and sorted. That table has no index of an order, and the
  /// planner is kept from a sequential scan of it, which its estimates could choose: the walk
  /// has shown that the matches are few where it looked.
  func page(
    matching connection: SQLConnection, held: [Int], pieces: SearchPieces, entries: Int
  ) throws -> [String] {
    var statement = SQLBindings()
    let chosen = Self.lookedUp(held: held, entries: entries)
    let found =
      query.terms.words.indices.filter { chosen[$0] }.flatMap { index in
        lookUp(index, asking: pieces.asked(forWordAt: index), &statement)
      }
      + holds(&statement) + category(&statement)
    let after = query.after.map { statement.bind(.text($0.value)) }
    let sql = order(of: "search_entries", columns: "sku").sql(
      where: found, after: after, limit: statement.bind(pageLimit))
    try connection.run("SET enable_seqscan = off")
    try connection.run("SET enable_indexscan = off")
    defer {
      _ = try? connection.run("RESET enable_seqscan")
      _ = try? connection.run("RESET enable_indexscan")
    }
    return try connection.rows(sql, statement.values) { row in try row.text(0) }
  }

  /// Which words an index looks up, from how many of a walk's `entries` held each (`held`): the
  /// rarest, and every other that at most half of them held. A word more common than that
  /// (one every product holds, say) would hand the index a list of most of the catalog to read
  /// and intersect, for less than half of the products left out: the rows are cheaper to check.
  static func lookedUp(held: [Int], entries: Int) -> [Bool] {
    let rarest = held.indices.min { held[$0] < held[$1] }
    return held.indices.map { index in index == rarest || 2 * held[index] <= entries }
  }

  /// One row more than the page holds.
  private var pageLimit: SQLValue { SQLValue(query.size.value + 1) }

  /// The query's order on `table` (`products` unless said), reading `columns`.
  private func order(of table: String = "products", columns: String) -> Keyset {
    Keyset(table: table, columns: columns, order: [orderColumn, "sku"])
  }

  /// The column the query's order sorts by first.
  private var orderColumn: String { query.sort == .name ? "name_key" : "price_minor" }

  /// The condition of the category, if the query has one.
  private func category(_ statement: inout SQLBindings) -> [String] {
    query.category.map { ["category_key = \(statement.bind(.text($0.value)))"] } ?? []
  }

  /// One condition per word, the rule itself, which no index serves: the search text holds a
  /// word of three letters or more, or a space and then a shorter one (the text after a space).
  private func holds(_ statement: inout SQLBindings) -> [String] {
    query.terms.words.map { word in
      guard SearchTerms.matchesWordStarts(word) else {
        return "strpos(search_text, \(statement.bind(.text(word.value)))) > 0"
      }
      return "strpos(' ' || search_text, \(statement.bind(.text(" " + word.value)))) > 0"
    }
  }

  /// The conditions an index serves for the word at `index`, which may keep products that do
  /// not hold it: for a word of three letters or more, `LIKE` patterns whose trigrams `pg_trgm`
  /// looks up, the word's `pieces` if it has any (`SearchPieces`), else the word; for a word of
  /// one or two letters, its first two characters among the starts of the product's words.
  private func lookUp(_ index: Int, asking pieces: [String]?, _ statement: inout SQLBindings)
    -> [String]
  {
    let word = query.terms.words[index]
    guard SearchTerms.matchesWordStarts(word) else {
      return (pieces ?? [word.value]).map { piece in
        let pattern = statement.bind(
          .text("%" + SQLBindings.literal(piece, escapedBy: "!") + "%"))
        return "search_text LIKE \(pattern) ESCAPE '!'"
      }
    }
    let start = String(String.UnicodeScalarView(word.value.unicodeScalars.prefix(2)))
    let starts = statement.bind(.text(PostgresProductPages.textArray([start])))
    return ["\(PostgresSchema.wordStarts) @> CAST(\(starts) AS text[])"]
  }
}
