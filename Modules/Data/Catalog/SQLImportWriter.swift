import ShopDomain

/// What a sync writes through: the catalog's rows (`SQLCatalogWriter`), and the keys the feed
/// has used so far (SKUs and promotion codes, by section), each with the record that first had
/// it, in a temporary table of the import's own transaction.
///
/// A table rather than a set in the process: a feed has any number of keys, and a set of them
/// grew the sync to 92 MB for a million products, against 22 MB for 50,000. A temporary table
/// lives in the database's cache and spills to disk, so the sync's memory stays the same
/// whatever the feed's length. It is made when the import begins, so a failed sync rolls it back
/// with everything else, and dropped before the import commits (`finish`), so nothing of it
/// outlasts the sync.
struct SQLImportWriter: CatalogWriter {
  private let rows: SQLCatalogWriter
  private let claimSQL: String
  private let firstSQL: String

  /// Makes the empty table, inside the import's transaction.
  init(_ database: SQLDatabase, _ connection: SQLConnection) throws {
    let dialect = connection.dialect
    try connection.holdShopWide("catalog imports")
    try connection.run(dialect.feedKeysTable)
    rows = SQLCatalogWriter(database: database, connection: connection)
    claimSQL = """
      INSERT INTO \(dialect.temporarySchema).feed_keys (section, key, record) VALUES (?1, ?2, ?3)
      ON CONFLICT DO NOTHING RETURNING record
      """
    firstSQL =
      "SELECT record FROM \(dialect.temporarySchema).feed_keys WHERE section = ?1 AND key = ?2"
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    try rows.database.worded { try rows.store(product) }
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    try rows.database.worded { try rows.store(promotion) }
  }

  /// The first record of a key is one insert; only a repeat reads the table.
  func firstRecord(with key: String, in section: FeedRejection.Section, claimedBy record: Int)
    throws(StorageError) -> Int?
  {
    let keyed: [SQLValue] = [.text(section.rawValue), .text(key)]
    return try rows.database.worded {
      let claimed = try rows.connection.rows(claimSQL, keyed + [SQLValue(record)]) { row in
        try row.int(0)
      }
      guard claimed.isEmpty else { return nil }
      return try rows.connection.rows(firstSQL, keyed) { row in try row.int(0) }.first
    }
  }

  /// Drops the table of keys before the import commits, and tells the database when the
  /// import changed products (`SQLDialect.afterCatalogChange`).
  func finish(changedProducts: Bool) throws {
    let dialect = rows.connection.dialect
    try rows.connection.run("DROP TABLE \(dialect.temporarySchema).feed_keys")
    if changedProducts, let after = dialect.afterCatalogChange { try rows.connection.run(after) }
  }
}
