import ShopDomain

/// A migration step in Swift, on either database: every product's folded keys and search text
/// made again by today's `FoldedText`. They are folded once, when a product is saved, and
/// compared as bytes by SQL, so a database saved under an earlier fold would miss what today's
/// fold finds (`καφες` in a row folded as `καφές`) until each product was saved again. Run inside
/// the migration's transaction, so a database is refolded whole or not at all.
///
/// Rows are read a batch at a time in SKU order, so memory stays flat at any size of catalog,
/// and only rows whose text changes are written.
public enum Refold {
  /// Refolds every product. `searchTextChanged` is told each SKU whose search text changed and
  /// its new text, for a search index that does not follow the table by itself (SQLite's);
  /// PostgreSQL's refold, migration 9, ran before it had any (its `search_entries`, migration
  /// 11, are copied from the rows).
  public static func products(
    in connection: SQLConnection,
    searchTextChanged: (_ sku: String, _ text: String) throws -> Void = { _, _ in }
  ) throws {
    var after = ""
    while true {
      let rows = try connection.rows(readSQL, [.text(after), SQLValue(batchSize)]) { row in
        let name = try row.text(1)
        return (
          sku: try row.text(0), stored: [try row.text(4), try row.text(5), try row.text(6)],
          folded: [
            FoldedText(name).value, FoldedText(try row.text(3)).value,
            Product.searchText(name: name, description: try row.text(2)).value,
          ]
        )
      }
      for row in rows where !sameBytes(row.folded, row.stored) {
        try connection.run(writeSQL, [.text(row.sku)] + row.folded.map(SQLValue.text))
        if !sameBytes([row.folded[2]], [row.stored[2]]) {
          try searchTextChanged(row.sku, row.folded[2])
        }
      }
      guard let last = rows.last else { return }
      after = last.sku
    }
  }

  /// Whether the texts are the same bytes, as SQL compares them (String's `==` would call two
  /// encodings of one letter equal, and leave a row folded the old way).
  private static func sameBytes(_ folded: [String], _ stored: [String]) -> Bool {
    folded.elementsEqual(stored) { $0.utf8.elementsEqual($1.utf8) }
  }

  private static let readSQL = """
    SELECT sku, name, description, category, name_key, category_key, search_text
    FROM products WHERE sku > ?1 ORDER BY sku LIMIT ?2
    """
  private static let writeSQL =
    "UPDATE products SET name_key = ?2, category_key = ?3, search_text = ?4 WHERE sku = ?1"

  /// Products read and written per batch: enough that the statements' cost is spread, few
  /// enough that the batch's text is small.
  private static let batchSize = 1_000
}
