/// Performance: the statements of a search's plans on SQLite, which `SQLiteProductPages`
/// chooses among.
import ShopDomain

/// The statements of a search's plans on SQLite (`SQLiteProductPages` chooses among them), each
/// yielding SKUs of the page in its order. Every one keeps a product only if
/// `LIKE` finds each word in its search text: anywhere for a word of three letters or more, at
/// the start of a word for a shorter one (`SearchTerms.matches`).
struct SQLiteSearch {
  let query: ProductQuery

  init(_ query: ProductQuery) {
    self.query = query
  }

  /// Up to `count` of the index's numbers (`search_entries.id`) of the products that may match.
  func candidates(_ match: String, upTo count: Int, on connection: SQLConnection) throws -> [Int] {
    try connection.rows(
      "SELECT rowid FROM product_search WHERE product_search MATCH ?1 LIMIT ?2",
      [.text(match), SQLValue(count)]
    ) { row in try row.int(0) }
  }

  /// The page among the products the index numbered `candidates`, read whole and sorted.
  func page(among candidates: [Int], on connection: SQLConnection) throws -> [String] {
    var statement = SQLBindings()
    let numbers = statement.bind(.text(JSONList.of(candidates)))
    let source = """
      (SELECT sku AS hit FROM search_entries WHERE id IN (SELECT value FROM json_each(\(numbers)))) \
      CROSS JOIN products ON products.sku = hit
      """
    let conditions = words(&statement) + category(&statement)
    let after = query.after.map { statement.bind(.text($0.value)) }
    let sql = order(of: "products").sql(
      from: source, where: conditions, after: after, limit: statement.bind(pageLimit))
    return try connection.rows(sql, statement.values) { row in try row.text(0) }
  }

  /// The page, walking the order's index (which carries the text) for at most `budget` entries;
  /// `nil` when the walk read them all without filling the page or reaching the end.
  func walk(reading budget: Int, on connection: SQLConnection) throws -> [String]? {
    var statement = SQLBindings()
    let walked = order(of: "products", columns: "sku AS hit, search_text")
    let filter = category(&statement)
    let after = query.after.map { statement.bind(.text($0.value)) }
    let read = walked.sql(where: filter, after: after, limit: statement.bind(SQLValue(budget)))
    let readValues = statement.values
    let held = words(&statement)
    let sql =
      "SELECT hit FROM (\(read)) WHERE \(held.joined(separator: " AND ")) LIMIT "
      + statement.bind(pageLimit)
    let found = try connection.rows(sql, statement.values) { row in try row.text(0) }
    guard found.count < query.size.value + 1 else { return found }
    // Fewer than a page: the walk reached the end of its order, or ran out of budget.
    let entries = try connection.rows("SELECT count(*) FROM (\(read))", readValues) { row in
      try row.int(0)
    }
    return (entries.first ?? budget) < budget ? found : nil
  }

  /// The page among every product the index finds for `match`, ordered by their keys in
  /// `search_entries` without reading them whole, and then narrowed with `LIKE` a batch at a time
  /// (the index's matches hold the words' trigrams, not always the words).
  func page(matching match: String, on connection: SQLConnection) throws -> [String] {
    var page: [String] = []
    var after = query.after?.value
    while page.count < query.size.value + 1 {
      var statement = SQLBindings()
      // Joined, not `id IN (…)`: the index's matches then stream into the lookups, where the
      // list was first copied whole (25,000 matches: 12 ms against 20 ms, `sqlite3`).
      let source = "product_search JOIN search_entries ON search_entries.id = product_search.rowid"
      let filter = ["product_search MATCH \(statement.bind(.text(match)))"] + category(&statement)
      let cursor = after.map { statement.bind(.text($0)) }
      let sql = order(of: "search_entries").sql(
        from: source, where: filter, after: cursor, limit: statement.bind(SQLValue(Self.batch)))
      let batch = try connection.rows(sql, statement.values) { row in try row.text(0) }
      page += try narrowed(batch, on: connection)
      guard batch.count == Self.batch, let last = batch.last else { break }
      after = last
    }
    return Array(page.prefix(query.size.value + 1))
  }

  /// Candidates read per batch by `page(matching:)`.
  private static let batch = 500

  /// The SKUs of `batch`, in order, whose products hold every word.
  private func narrowed(_ batch: [String], on connection: SQLConnection) throws -> [String] {
    var statement = SQLBindings()
    let skus = statement.bind(.text(JSONList.of(batch)))
    let source =
      "(SELECT value AS hit FROM json_each(\(skus))) CROSS JOIN products ON products.sku = hit"
    let sql = order(of: "products").sql(
      from: source, where: words(&statement), after: nil, limit: statement.bind(pageLimit))
    return try connection.rows(sql, statement.values) { row in try row.text(0) }
  }

  /// One row more than the page holds.
  private var pageLimit: SQLValue { SQLValue(query.size.value + 1) }

  /// The query's order on `table`, reading the SKU (or `columns`).
  private func order(of table: String, columns: String? = nil) -> Keyset {
    Keyset(
      table: table, columns: columns ?? "\(table).sku",
      order: [query.sort == .name ? "name_key" : "price_minor", "sku"])
  }

  /// The condition of the category, if the query has one.
  private func category(_ statement: inout SQLBindings) -> [String] {
    query.category.map { ["category_key = \(statement.bind(.text($0.value)))"] } ?? []
  }

  /// One `LIKE` per word, on `search_text`: `%word%` for a word of three letters or more,
  /// `% word%` on the text after a space for a shorter one.
  private func words(_ statement: inout SQLBindings) -> [String] {
    query.terms.words.map { word in
      let start = SearchTerms.matchesWordStarts(word)
      let pattern = statement.bind(
        .text((start ? "% " : "%") + SQLBindings.literal(word.value, escapedBy: "\\") + "%"))
      return (start ? "' ' || search_text" : "search_text") + " LIKE \(pattern) ESCAPE '\\'"
    }
  }
}
