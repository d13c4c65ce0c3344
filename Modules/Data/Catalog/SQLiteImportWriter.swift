import ShopDomain

/// What a sync writes through on SQLite: the catalog's rows (`SQLiteCatalogWriter`), and the
/// keys the feed has used so far (SKUs and promotion codes, by section), each with the record
/// that first had it, in a temporary table of the import's own transaction.
///
/// A table rather than a set in the process: a feed has any number of keys, and a set of them
/// grew the sync to 92 MB for a million products, against 22 MB for 50,000. A temporary table
/// lives in SQLite's page cache and a temporary file, so the sync's memory stays the same
/// whatever the feed's length. It is made when the import begins, so a failed sync rolls it back
/// with everything else, and dropped before the import commits (`finish`), so nothing of it
/// outlasts the sync.
struct SQLiteImportWriter: CatalogWriter {
  private let rows: SQLiteCatalogWriter
  private let claim: SQLiteStatement
  private let first: SQLiteStatement

  /// Makes the empty table, inside the import's transaction.
  init(_ connection: SQLiteConnection) throws(SQLiteError) {
    rows = try SQLiteCatalogWriter(connection)
    try connection.execute(
      """
      CREATE TEMP TABLE feed_keys (
        section TEXT    NOT NULL,
        key     TEXT    NOT NULL,
        record  INTEGER NOT NULL,
        PRIMARY KEY (section, key)
      ) STRICT, WITHOUT ROWID
      """)
    claim = try connection.statement(
      """
      INSERT INTO temp.feed_keys (section, key, record) VALUES (?1, ?2, ?3)
      ON CONFLICT DO NOTHING RETURNING record
      """)
    first = try connection.statement(
      "SELECT record FROM temp.feed_keys WHERE section = ?1 AND key = ?2")
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    try rows.save(product)
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    try rows.save(promotion)
  }

  /// The first record of a key is one insert; only a repeat reads the table.
  func firstRecord(with key: String, in section: FeedRejection.Section, claimedBy record: Int)
    throws(StorageError) -> Int?
  {
    let keyed: [SQLiteValue] = [.text(section.rawValue), .text(key)]
    do throws(SQLiteError) {
      let claimed = try claim.rows(keyed + [SQLiteValue(record)]) { row in row.int(0) }
      guard claimed.isEmpty else { return nil }
      return try first.rows(keyed) { row in row.int(0) }.first
    } catch {
      throw error.storageError
    }
  }

  /// Drops the table of keys, before the import commits.
  static func finish(in connection: SQLiteConnection) throws(SQLiteError) {
    try connection.execute("DROP TABLE temp.feed_keys")
  }
}
