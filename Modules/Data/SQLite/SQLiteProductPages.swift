/// Performance: the plan of each search on SQLite, chosen by counting, so that no shape of a
/// search walks the whole catalog (a plain `LIKE` over every row is what it replaces).
import ShopDomain

/// How a page of products is read on SQLite: its SQL and bound values, chosen for each query by
/// how many products hold its words, as a search engine chooses its plan (Benchmarks.md, "The
/// plans, and why").
///
/// A search first asks the trigram index (`SQLiteSearchMatch`) for the products that may hold
/// every word, up to `SearchBudget.candidates` of them:
/// - when it finds no more, the page is read from just those, sorted: a rare word, or common
///   words that are rarely together, cost what their few products cost;
/// - otherwise the words are common together, and the page walks the index of its order (by
///   name or price, within the category if there is one), which carries the search text, until
///   the page is full: a few hundred entries, where the matches are spread through the order;
/// - a walk that reads `SearchBudget.walk` entries without filling the page has met matches bunched
///   elsewhere in the order (names that share their first word, a page after the last match):
///   the page is then read from the index's matches, sorted by their keys (`search_entries`).
/// Every plan keeps a product only if `LIKE` finds each word in it, the rule the in-memory
/// catalog follows (`SearchTerms.matches`), so the plan changes how fast a page comes, never what
/// is on it; each plan yields the page's SKUs, and one SQL reads them.
public enum SQLiteProductPages {
  /// When SQLite's plans change:
  /// - up to 2,000 products may hold the words for the page to be read from them all. Above
  ///   that the walk is cheaper: at least this many in a million fill a page of 50 within some
  ///   25,000 entries of the walk's index, which carries the text (measured in Benchmarks.md);
  /// - a walk reads up to 20,000 index entries before the index's matches are asked instead:
  ///   some 5 ms at a million products.
  public static let budget = SearchBudget(candidates: 2_000, walk: 20_000)

  /// The SQL and bound values for one page of a search, one row more than the page holds.
  static func sql(
    for query: ProductQuery, within budget: SearchBudget, on connection: SQLConnection
  ) throws -> (sql: String, values: [SQLValue]) {
    let keyset = query.sort == .name ? Keyset.productsByName : .productsByPrice
    let limit = SQLValue(query.size.value + 1)
    let search = SQLiteSearch(query)
    guard let match = try SQLiteSearchMatch.expression(for: query.terms, on: connection) else {
      return page(of: [], keyset: keyset, limit: limit)
    }
    let candidates = try search.candidates(match, upTo: budget.candidates + 1, on: connection)
    if candidates.count <= budget.candidates {
      return page(
        of: try search.page(among: candidates, on: connection), keyset: keyset, limit: limit)
    }
    if let walked = try search.walk(reading: budget.walk, on: connection) {
      return page(of: walked, keyset: keyset, limit: limit)
    }
    return page(of: try search.page(matching: match, on: connection), keyset: keyset, limit: limit)
  }

  /// The products whose SKUs a plan found, in the page's order.
  private static func page(of skus: [String], keyset: Keyset, limit: SQLValue)
    -> (sql: String, values: [SQLValue])
  {
    let source =
      "(SELECT value AS hit FROM json_each(?1)) CROSS JOIN products ON products.sku = hit"
    return (keyset.sql(from: source, after: nil, limit: "?2"), [.text(JSONList.of(skus)), limit])
  }
}

/// A list of texts or numbers as JSON, what `json_each` reads: how a plan hands the SKUs or
/// index numbers it found to the next statement as one bound value.
enum JSONList {
  static func of(_ texts: [String]) -> String {
    "["
      + texts.map { "\"" + $0.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"" }
      .joined(separator: ",") + "]"
  }

  static func of(_ numbers: [Int]) -> String {
    "[" + numbers.map(String.init).joined(separator: ",") + "]"
  }
}
