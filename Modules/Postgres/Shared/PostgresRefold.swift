import ShopData
import ShopDomain

/// A migration step in Swift: every product's folded keys and search text made again by
/// today's `FoldedText`, as SQLite's `Refold` does, in the migrating transaction. Rows are read
/// a batch at a time in SKU order, so memory stays flat at any size of catalog, and only rows
/// whose text changes are written; the trigram index follows each update.
enum PostgresRefold {
  static func products(in connection: PostgresConnection) throws {
    var after = ""
    while true {
      let rows = try SQLConnection(connection).rows(
        """
        SELECT sku, name, description, category, name_key, category_key, search_text
        FROM products WHERE sku > $1 ORDER BY sku LIMIT $2
        """, [SQLValue(after), SQLValue(batchSize)]
      ) { row in
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
        try connection.run(
          "UPDATE products SET name_key = $2, category_key = $3, search_text = $4 WHERE sku = $1",
          [SQLValue(row.sku)] + row.folded.map { SQLValue($0) })
      }
      guard let last = rows.last else { return }
      after = last.sku
    }
  }

  /// Whether the texts are the same bytes, as the server compares them under `COLLATE "C"`.
  private static func sameBytes(_ folded: [String], _ stored: [String]) -> Bool {
    folded.elementsEqual(stored) { $0.utf8.elementsEqual($1.utf8) }
  }

  /// Products read and written per batch, as on SQLite.
  private static let batchSize = 1_000
}
