/// Performance: SQLite's search index kept in step with the catalog, so that a search reads the
/// products that hold its words instead of every product.
import ShopDomain

/// The search index of the catalog on SQLite, kept in the transaction that writes the product,
/// before its row changes: each product's number and keys in `search_entries`, and the trigrams
/// of its folded search text, with a space at each end, in the FTS5 index `product_search`
/// (migration 11 says why). A product added gets its entry; a changed one has its keys written
/// again, and when its text changed, the old text (read from its row, which still holds it)
/// taken out of the index and the new put in.
enum SQLiteSearchIndex {
  /// Makes the index hold `entry`, about to be written over what the catalog holds under its
  /// SKU. When `isNew` there is no old entry to look up: the entry goes straight into
  /// `search_entries` and its text into `product_search`, so a sync of new products adds them
  /// at the speed a C program would.
  static func keep(_ entry: ProductSearchEntry, isNew: Bool, on connection: SQLConnection) throws {
    let keys: [SQLValue] = [
      .text(entry.sku), .text(entry.nameKey), SQLValue(entry.priceMinor), .text(entry.categoryKey),
    ]
    let stored =
      isNew
      ? []
      : try connection.rows(
        """
        SELECT search_entries.id, products.search_text FROM search_entries
        JOIN products ON products.sku = search_entries.sku WHERE search_entries.sku = ?1
        """, [.text(entry.sku)]
      ) { row in (id: try row.int(0), text: try row.text(1)) }
    guard let stored = stored.first else {
      try connection.run(
        "INSERT INTO search_entries (sku, name_key, price_minor, category_key) VALUES (?1, ?2, ?3, ?4)",
        keys)
      // The row just made, by SQLite's own count: `RETURNING id` doubled a sync's time.
      try connection.run(
        "INSERT INTO product_search (rowid, search_text) VALUES (last_insert_rowid(), ?1)",
        [.text(indexed(entry.searchText))])
      return
    }
    let id = SQLValue(stored.id)
    try connection.run(
      "UPDATE search_entries SET name_key = ?2, price_minor = ?3, category_key = ?4 WHERE id = ?1",
      [id] + keys.dropFirst())
    guard !stored.text.utf8.elementsEqual(entry.searchText.utf8) else { return }
    // An index that keeps no text forgets a row when told the text it had.
    try connection.run(
      "INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', ?1, ?2)",
      [id, .text(indexed(stored.text))])
    try connection.run(
      "INSERT INTO product_search (rowid, search_text) VALUES (?1, ?2)",
      [id, .text(indexed(entry.searchText))])
  }

  /// The text as the index holds it: with a space at each end, so every word starts after one.
  private static func indexed(_ text: String) -> String {
    " " + text + " "
  }
}
