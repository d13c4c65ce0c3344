/// Performance: the plan of each search on PostgreSQL, chosen by counting rather than by the
/// planner, so that no shape of a search walks the whole catalog.
import ShopData
import ShopDomain

/// How a page of products is read on PostgreSQL: its SQL and parameters, the plan chosen for
/// each query by counting, as on SQLite (`SQLiteProductPages` says why), not left to the
/// planner, whose statistics cannot tell how often words meet.
///
/// A search first walks the index of its order (by name or price, within the category if there
/// is one) for at most `SearchBudget.walk` entries: words that are common together fill the
/// page within a few of them. When the walk does not fill the page and has not reached the end
/// of the order, the words are rare, rarely together, or bunched elsewhere in the order, and the
/// page is read from the products the indexes find for them (`PostgresSearch.page(matching:)`),
/// sorted; the walk's entries, counted word by word, say which words the indexes look up, so a
/// word most products hold is checked on the rows rather than read from an index whole, whatever
/// the table's statistics say. Every plan keeps a product only if it holds each word by the rule
/// of `SearchTerms.matches`, and yields the page's SKUs, which one SQL reads.
public enum PostgresProductPages {
  /// When PostgreSQL's plan changes: a walk reads up to 1,000 entries of its order's index before
  /// it goes on at the rate it found matches, or the indexes are asked. Each costs a read of the
  /// product's row, in the order's order: a walk that finds no match reads its entries twice (the
  /// second time to count them word by word), so the budget is what a rare word pays before its
  /// few matches are read (Benchmarks.md). The matches are never counted first (`candidates` is
  /// not used): the server cannot stop reading an index of trigrams early.
  public static let budget = SearchBudget(candidates: 0, walk: 1_000)

  /// How many budgets a walk that found some matches may go on for, at the rate it found them,
  /// before the indexes are asked: words held by 0.5 – 5% of the products, too many to read
  /// from the indexes (each a read of its search entry, 25,000 of them some 30 ms at 1M)
  /// and too few to fill a page within one budget, fill it within ten (`shop-bench`, "two
  /// words").
  static let longestWalk = 10

  /// The SQL and parameters for one page of a search, one row more than the page holds.
  static func sql(
    for query: ProductQuery, within budget: SearchBudget, on connection: SQLConnection
  ) throws -> (sql: String, values: [SQLValue]) {
    let keyset = query.sort == .name ? Keyset.productsByName : .productsByPrice
    let limit = SQLValue(query.size.value + 1)
    let search = PostgresSearch(query)
    let skus: [String]
    switch try search.walk(reading: budget.walk, after: query.after?.value, on: connection) {
    case .page(let walked): skus = walked
    case .sample(let found, let last, let held, let pieces, let entries):
      skus =
        try search.continuing(
          found, after: last, entries: entries, limit: longestWalk * budget.walk, on: connection)
        ?? search.page(matching: connection, held: held, pieces: pieces, entries: entries)
    }
    let source = "unnest(CAST(?1 AS text[])) AS hit JOIN products ON products.sku = hit"
    return (keyset.sql(from: source, after: nil, limit: "?2"), [.text(textArray(skus)), limit])
  }

  /// `texts` as the text of a PostgreSQL array, each element quoted.
  static func textArray(_ texts: [String]) -> String {
    "{"
      + texts.map { "\"" + $0.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"" }
      .joined(separator: ",") + "}"
  }
}
