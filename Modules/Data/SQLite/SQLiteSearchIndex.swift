import ShopDomain

/// The search index of the catalog on SQLite, kept in the transaction that writes the product:
/// each product's folded search text in `searchable_products`, numbered, and its trigrams in the
/// FTS5 index `product_search` over it (migration 9 says why both). A product added gets its
/// row; a product whose text changed has its old text taken out of the index and the new put in;
/// any other change (its stock, its price) leaves the index alone.
enum SQLiteSearchIndex {
  /// Makes the index hold `text` for the product `sku`, which the catalog did not have before
  /// when `isNew` (then there is nothing to look up: a sync of new products adds them at the
  /// speed a C program would).
  static func keep(_ text: String, for sku: String, isNew: Bool, on connection: SQLConnection)
    throws
  {
    let stored =
      isNew
      ? []
      : try connection.rows(
        "SELECT id, search_text FROM searchable_products WHERE sku = ?1", [.text(sku)]
      ) { row in (id: try row.int(0), text: try row.text(1)) }
    guard let stored = stored.first else {
      try connection.run(
        "INSERT INTO searchable_products (sku, search_text) VALUES (?1, ?2)",
        [.text(sku), .text(text)])
      // The row just made, by SQLite's own count: `RETURNING id` doubled a sync's time.
      try connection.run(
        "INSERT INTO product_search (rowid, search_text) VALUES (last_insert_rowid(), ?1)",
        [.text(text)])
      return
    }
    guard stored.text != text else { return }
    let id = SQLValue(stored.id)
    // An index over external content forgets a row when told the text it had.
    try connection.run(
      "INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', ?1, ?2)",
      [id, .text(stored.text)])
    try connection.run(
      "UPDATE searchable_products SET search_text = ?2 WHERE id = ?1", [id, .text(text)])
    try connection.run(
      "INSERT INTO product_search (rowid, search_text) VALUES (?1, ?2)", [id, .text(text)])
  }
}
