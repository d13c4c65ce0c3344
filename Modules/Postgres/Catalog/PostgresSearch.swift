/// Performance: the statements of a search's plans on PostgreSQL, which `PostgresProductPages`
/// chooses between.
import ShopData
import ShopDomain

/// The statements of a search's plans on PostgreSQL, each yielding SKUs of the page in its
/// order. Every one keeps a product only if `LIKE` finds each word in its search text: anywhere
/// for a word of three letters or more (which `pg_trgm`'s index, `products_by_search`, serves), at
/// the start of a word for a shorter one (served by `products_by_word_start`, migration 10).
struct PostgresSearch {
  let query: ProductQuery

  init(_ query: ProductQuery) {
    self.query = query
  }

  /// The page, walking the order's index for at most `budget` entries; `nil` when the walk read
  /// them all without filling the page or reaching the end.
  func walk(reading budget: Int, on connection: SQLConnection) throws -> [String]? {
    var statement = SQLBindings()
    let filter = category(&statement)
    let after = query.after.map { statement.bind(.text($0.value)) }
    let read = order(columns: "sku AS hit, search_text").sql(
      where: filter, after: after, limit: statement.bind(SQLValue(budget)))
    let readValues = statement.values
    let held = words(&statement).joined(separator: " AND ")
    let sql = "SELECT hit FROM (\(read)) AS walked WHERE \(held) LIMIT \(statement.bind(pageLimit))"
    let found = try connection.rows(sql, statement.values) { row in try row.text(0) }
    guard found.count < query.size.value + 1 else { return found }
    // Fewer than a page: the walk reached the end of its order, or ran out of budget.
    let entries = try connection.rows("SELECT count(*) FROM (\(read)) AS walked", readValues) {
      row in try row.int(0)
    }
    return (entries.first ?? budget) < budget ? found : nil
  }

  /// The page among every product the indexes find for the words, read from the bitmap of their
  /// matches and sorted. The planner is kept from a sequential scan, or a walk of the order's
  /// index, which its estimates could choose: the walk has shown that the matches are few where
  /// it looked.
  func page(matching connection: SQLConnection) throws -> [String] {
    var statement = SQLBindings()
    let filter = words(&statement, indexed: true) + category(&statement)
    let hits =
      "SELECT sku, name_key, price_minor FROM products WHERE " + filter.joined(separator: " AND ")
    let after = query.after.map { statement.bind(.text($0.value)) }
    let sql =
      "WITH hits AS MATERIALIZED (\(hits)) "
      + order(columns: "sku").sql(from: "hits", after: after, limit: statement.bind(pageLimit))
    try connection.run("SET enable_seqscan = off")
    try connection.run("SET enable_indexscan = off")
    defer {
      _ = try? connection.run("RESET enable_seqscan")
      _ = try? connection.run("RESET enable_indexscan")
    }
    return try connection.rows(sql, statement.values) { row in try row.text(0) }
  }

  /// One row more than the page holds.
  private var pageLimit: SQLValue { SQLValue(query.size.value + 1) }

  /// The query's order on `products`, reading `columns`.
  private func order(columns: String) -> Keyset {
    Keyset(
      table: "products", columns: columns,
      order: [query.sort == .name ? "name_key" : "price_minor", "sku"])
  }

  /// The condition of the category, if the query has one.
  private func category(_ statement: inout SQLBindings) -> [String] {
    query.category.map { ["category_key = \(statement.bind(.text($0.value)))"] } ?? []
  }

  /// One `LIKE` per word: `%word%` for a word of three letters or more, which `pg_trgm` serves,
  /// `% word%` on the text after a space for a shorter one, with, when `indexed`, the condition
  /// `products_by_word_start` serves: the word's first two characters among those of the
  /// product's words.
  private func words(_ statement: inout SQLBindings, indexed: Bool = false) -> [String] {
    query.terms.words.flatMap { word in
      guard SearchTerms.matchesWordStarts(word) else {
        let pattern = statement.bind(
          .text("%" + SQLBindings.literal(word.value, escapedBy: "!") + "%"))
        return ["search_text LIKE \(pattern) ESCAPE '!'"]
      }
      let pattern = statement.bind(
        .text("% " + SQLBindings.literal(word.value, escapedBy: "!") + "%"))
      let held = "' ' || search_text LIKE \(pattern) ESCAPE '!'"
      guard indexed else { return [held] }
      let start = String(String.UnicodeScalarView(word.value.unicodeScalars.prefix(2)))
      let starts = statement.bind(.text(PostgresProductPages.textArray([start])))
      return ["\(PostgresSchema.wordStarts) @> CAST(\(starts) AS text[])", held]
    }
  }
}
