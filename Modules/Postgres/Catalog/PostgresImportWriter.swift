import ShopDomain

/// What a sync writes through on PostgreSQL: the catalog's rows (`PostgresCatalogWriter`), and
/// the keys the feed has used so far (SKUs and promotion codes, by section), each with the
/// record that first had it, in a temporary table of the import's own transaction.
///
/// A table rather than a set in the process, as on SQLite (`SQLiteImportWriter` says what that
/// saves): the server keeps it in its temporary buffers and spills it to disk, so the sync's
/// memory stays the same whatever the feed's length. The table is the session's own, made when
/// the import begins and dropped when it commits (`ON COMMIT DROP`) or rolls back, so nothing of
/// it outlasts the sync; it is named through `pg_temp`, so no table of the shop's schema is ever
/// taken for it. The price is one more round trip to the server for each record, where SQLite,
/// in the process, pays next to nothing.
struct PostgresImportWriter: CatalogWriter {
  private let rows: PostgresCatalogWriter
  private let connection: PostgresConnection

  /// Makes the empty table, inside the import's transaction.
  init(_ connection: PostgresConnection) throws(PostgresError) {
    try connection.execute(
      """
      CREATE TEMP TABLE feed_keys (
        section TEXT   COLLATE "C" NOT NULL,
        key     TEXT   COLLATE "C" NOT NULL,
        record  BIGINT NOT NULL,
        PRIMARY KEY (section, key)
      ) ON COMMIT DROP
      """)
    rows = PostgresCatalogWriter(connection)
    self.connection = connection
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
    let keyed: [PostgresValue] = [.text(section.rawValue), .text(key)]
    do throws(PostgresError) {
      let claimed = try connection.rows(Self.claimSQL, keyed + [PostgresValue(record)]) {
        row throws(PostgresError) in try row.int(0)
      }
      guard claimed.isEmpty else { return nil }
      return try connection.rows(Self.firstSQL, keyed) { row throws(PostgresError) in
        try row.int(0)
      }.first
    } catch {
      throw PostgresDatabase.storageError(error)
    }
  }

  private static let claimSQL = """
    INSERT INTO pg_temp.feed_keys (section, key, record) VALUES ($1, $2, $3)
    ON CONFLICT DO NOTHING RETURNING record
    """

  private static let firstSQL =
    "SELECT record FROM pg_temp.feed_keys WHERE section = $1 AND key = $2"
}
