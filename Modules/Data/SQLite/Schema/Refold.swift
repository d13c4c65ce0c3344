import ShopDomain

/// A migration step in Swift: every product's folded keys and search text made again by
/// today's `FoldedText`. They are folded once, when a product is saved, and compared as bytes by
/// SQL, so a file saved under an earlier fold would miss what today's fold finds (`καφες` in a
/// row folded as `καφές`) until each product was saved again. Run inside the migration's
/// transaction, so a file is refolded whole or not at all.
///
/// Rows are read a batch at a time in SKU order, so memory stays flat at any size of catalog;
/// only rows whose text changes are written, and the trigram index is rebuilt once at the end,
/// from the search text it indexes (at a million products, a few seconds, once).
enum Refold {
  static func products(in connection: SQLiteConnection) throws(SQLiteError) {
    let read = try connection.statement(
      """
      SELECT sku, name, description, category, name_key, category_key, search_text
      FROM products WHERE sku > ?1 ORDER BY sku LIMIT ?2
      """)
    let write = try connection.statement(
      "UPDATE products SET name_key = ?2, category_key = ?3, search_text = ?4 WHERE sku = ?1")
    let index = try connection.statement(
      "UPDATE searchable_products SET search_text = ?2 WHERE sku = ?1")
    var after = ""
    var searchTextChanged = false
    while true {
      let rows = try read.rows([.text(after), SQLValue(batchSize)]) { row in
        (
          sku: row.text(0), stored: [row.text(4), row.text(5), row.text(6)],
          folded: [
            FoldedText(row.text(1)).value, FoldedText(row.text(3)).value,
            Product.searchText(name: row.text(1), description: row.text(2)).value,
          ]
        )
      }
      for row in rows where !sameBytes(row.folded, row.stored) {
        try write.run([.text(row.sku)] + row.folded.map(SQLValue.text))
        if !sameBytes([row.folded[2]], [row.stored[2]]) {
          try index.run([.text(row.sku), .text(row.folded[2])])
          searchTextChanged = true
        }
      }
      guard let last = rows.last else { break }
      after = last.sku
    }
    if searchTextChanged {
      try connection.execute("INSERT INTO product_search (product_search) VALUES ('rebuild')")
    }
  }

  /// Whether the texts are the same bytes, as SQL compares them (String's `==` would call two
  /// encodings of one letter equal, and leave a row folded the old way).
  private static func sameBytes(_ folded: [String], _ stored: [String]) -> Bool {
    folded.elementsEqual(stored) { $0.utf8.elementsEqual($1.utf8) }
  }

  /// Products read and written per batch: enough that the statements' cost is spread, few
  /// enough that the batch's text is small.
  private static let batchSize = 1_000
}
