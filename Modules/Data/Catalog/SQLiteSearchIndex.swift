import ShopDomain

/// The search index of the catalog on SQLite, kept in the transaction that writes the product:
/// each product's folded search text in `searchable_products`, numbered, and its trigrams in the
/// FTS5 index `product_search` over it (migration 9 says why both). A product added gets its
/// row; a product whose text changed has its old text taken out of the index and the new put in;
/// any other change (its stock, its price) leaves the index alone.
struct SQLiteSearchIndex {
  private let find: SQLiteStatement
  private let add: SQLiteStatement
  private let change: SQLiteStatement
  private let index: SQLiteStatement
  private let unindex: SQLiteStatement
  private let connection: SQLiteConnection

  init(_ connection: SQLiteConnection) throws(SQLiteError) {
    self.connection = connection
    find = try connection.statement(
      "SELECT id, search_text FROM searchable_products WHERE sku = ?1")
    add = try connection.statement(
      "INSERT INTO searchable_products (sku, search_text) VALUES (?1, ?2)")
    change = try connection.statement(
      "UPDATE searchable_products SET search_text = ?2 WHERE id = ?1")
    index = try connection.statement(
      "INSERT INTO product_search (rowid, search_text) VALUES (?1, ?2)")
    // An index over external content forgets a row when told the text it had.
    unindex = try connection.statement(
      "INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', ?1, ?2)")
  }

  /// Makes the index hold `text` for the product `sku`, which the catalog did not have before
  /// when `isNew` (then there is nothing to look up: a sync of new products adds them at the
  /// speed a C program would).
  func keep(_ text: String, for sku: String, isNew: Bool) throws(SQLiteError) {
    let stored =
      isNew ? [] : try find.rows([.text(sku)]) { row in (id: row.int(0), text: row.text(1)) }
    guard let stored = stored.first else {
      try add.run([.text(sku), .text(text)])
      try index.run([.integer(connection.lastInsertedRow), .text(text)])
      return
    }
    guard stored.text != text else { return }
    try unindex.run([SQLiteValue(stored.id), .text(stored.text)])
    try change.run([SQLiteValue(stored.id), .text(text)])
    try index.run([SQLiteValue(stored.id), .text(text)])
  }
}
