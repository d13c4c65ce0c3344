import ShopDomain

/// A catalog sync's unit of work on PostgreSQL: one transaction around the whole feed, so other
/// clients see the catalog before the sync or after it, never halfway, and a sync that fails or
/// is killed (the server rolls back a transaction whose client went away) leaves nothing.
///
/// It is not run again when the server gives it up: the feed is read once, as it is written.
public struct PostgresCatalogImporter: CatalogImporter {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    return try database.write(
      refusing: CatalogError.self, storage: CatalogError.storage, retrying: false
    ) { connection in
      let report = try body(try PostgresImportWriter(connection))
      // The planner chooses a search's plan by the table's statistics: a sync that changed many
      // products refreshes them at once rather than when autovacuum next comes by.
      if report.saved.added + report.saved.updated > 0 {
        try connection.execute("ANALYZE products")
      }
      return report
    }
  }
}

/// Saves products and promotions inside a transaction. Each save reads the stored row first, to
/// say whether it added, changed or left the record as it was, and writes only what changed.
///
/// `store` throws the server's own error, so a batch save in `PostgresDatabase.write` sees a
/// deadlock and runs again; `save`, what a catalog import calls, says it as a `StorageError`.
struct PostgresCatalogWriter {
  private let connection: PostgresConnection

  init(_ connection: PostgresConnection) {
    self.connection = connection
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    try storing { () throws(PostgresError) in try store(product) }
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    try storing { () throws(PostgresError) in try store(promotion) }
  }

  func store(_ product: Product) throws(PostgresError) -> SaveOutcome {
    let row = ProductRow(product)
    return try store(
      row, selecting: "SELECT \(ProductRow.columns) FROM products WHERE sku = $1", key: row.sku,
      upsert: Self.upsertProductSQL, values: row.insertValues(for: product),
      reading: ProductRow.init)
  }

  func store(_ promotion: Promotion) throws(PostgresError) -> SaveOutcome {
    let row = PromotionRow(promotion)
    return try store(
      row, selecting: "SELECT \(PromotionRow.columns) FROM promotions WHERE code = $1",
      key: row.code, upsert: Self.upsertPromotionSQL, values: row.values,
      reading: PromotionRow.init)
  }

  /// Saves a batch outside a sync, in one transaction of its own (run again after a deadlock),
  /// counting what changed.
  static func save<Record: Sendable>(
    _ batch: [Record], in database: PostgresDatabase,
    with store: @Sendable (PostgresCatalogWriter, Record) throws -> SaveOutcome
  ) async throws(StorageError) -> SaveSummary {
    try database.write { connection in
      let writer = PostgresCatalogWriter(connection)
      var summary = SaveSummary()
      for record in batch { summary.count(try store(writer, record)) }
      return summary
    }
  }

  /// Reads the row stored under `key`, and writes `row` with `upsert` only when it differs.
  private func store<Row: Equatable>(
    _ row: Row, selecting select: String, key: String, upsert: String,
    values: [PostgresValue], reading read: (PostgresRow) throws(PostgresError) -> Row
  ) throws(PostgresError) -> SaveOutcome {
    let stored = try connection.rows(select, [.text(key)], read)
    guard stored.first != row else { return .unchanged }
    try connection.run(upsert, values)
    return stored.isEmpty ? .added : .updated
  }

  private func storing(_ body: () throws(PostgresError) -> SaveOutcome) throws(StorageError)
    -> SaveOutcome
  {
    do {
      return try body()
    } catch {
      throw PostgresDatabase.storageError(error)
    }
  }

  private static let upsertProductSQL = """
    INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
    ON CONFLICT (sku) DO UPDATE SET
      name = excluded.name, description = excluded.description, category = excluded.category,
      price_minor = excluded.price_minor, currency = excluded.currency, stock = excluded.stock,
      name_key = excluded.name_key, category_key = excluded.category_key, search_text = excluded.search_text
    """

  private static let upsertPromotionSQL = """
    INSERT INTO promotions (\(PromotionRow.columns)) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (code) DO UPDATE SET
      percent_off = excluded.percent_off, amount_off_minor = excluded.amount_off_minor,
      currency = excluded.currency, minimum_minor = excluded.minimum_minor,
      expires_at = excluded.expires_at
    """
}
