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
  /// Refolds every product. A product whose keys or text change is first handed to `index`, the
  /// database's search index as the writer keeps it (`SQLDatabaseDriver.indexProduct`), while
  /// its row still holds what the index was given; `nil` for a refold that ran before today's
  /// index was made (that migration makes it from the refolded rows).
  public static func products(
    in connection: SQLConnection, keeping index: ((ProductSearchEntry) throws -> Void)?
  ) throws {
    var after = ""
    while true {
      let rows = try connection.rows(readSQL, [.text(after), SQLValue(batchSize)]) { row in
        let name = try row.text(1)
        return (
          sku: try row.text(0), priceMinor: try row.int(4),
          stored: [try row.text(5), try row.text(6), try row.text(7)],
          folded: [
            FoldedText(name).value, FoldedText(try row.text(3)).value,
            Product.searchText(name: name, description: try row.text(2)).value,
          ]
        )
      }
      for row in rows where !sameBytes(row.folded, row.stored) {
        try index?(
          ProductSearchEntry(
            sku: row.sku, nameKey: row.folded[0], priceMinor: row.priceMinor,
            categoryKey: row.folded[1], searchText: row.folded[2]))
        try connection.run(writeSQL, [.text(row.sku)] + row.folded.map(SQLValue.text))
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
    SELECT sku, name, description, category, price_minor, name_key, category_key, search_text
    FROM products WHERE sku > ?1 ORDER BY sku LIMIT ?2
    """
  private static let writeSQL =
    "UPDATE products SET name_key = ?2, category_key = ?3, search_text = ?4 WHERE sku = ?1"

  /// Products read and written per batch: enough that the statements' cost is spread, few
  /// enough that the batch's text is small.
  private static let batchSize = 1_000
}
