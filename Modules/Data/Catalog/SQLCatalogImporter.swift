import ShopDomain

/// A catalog sync's unit of work: one write transaction around the whole feed, so readers see
/// the catalog before the sync or after it, never halfway, and a sync that fails or is killed
/// leaves nothing of itself. It is not run again when a database gives it up: the feed is read
/// once, as it is written.
public struct SQLCatalogImporter: CatalogImporter {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    try database.write(refusing: CatalogError.self, storage: CatalogError.storage, retrying: false)
    { [database] connection in
      let writer = try SQLImportWriter(database, connection)
      let report = try body(writer)
      try writer.finish(changedProducts: report.saved.added + report.saved.updated > 0)
      return report
    }
  }
}

/// Saves products and promotions inside a write. Each save reads the stored row first, to say
/// whether it added, changed or left the record as it was, and writes only what changed; a
/// product's search index is the database's to keep in step with its row (`indexProduct`).
struct SQLCatalogWriter {
  let database: SQLDatabase
  let connection: SQLConnection

  /// Saves `product`, failing with the database's own error (outside a sync, `SQLDatabase.write`
  /// may then run the batch again; a sync's one write does not retry).
  func store(_ product: Product) throws -> SaveOutcome {
    let row = ProductRow(product)
    // Folded once: the row and the search index both hold it, and folding is most of a save.
    let entry = ProductSearchEntry(product)
    return try store(
      row, selecting: Self.productSQL, key: row.sku,
      upsert: Self.upsertProductSQL, values: row.insertValues(entry), reading: ProductRow.init
    ) { isNew in
      // The index first, while the row still holds what the index may have to forget.
      try database.driver.indexProduct(entry, isNew: isNew, on: connection)
    }
  }

  func store(_ promotion: Promotion) throws -> SaveOutcome {
    let row = PromotionRow(promotion)
    return try store(
      row, selecting: Self.promotionSQL,
      key: row.code, upsert: Self.upsertPromotionSQL, values: row.values,
      reading: PromotionRow.init)
  }

  /// Saves a batch outside a sync, in one write of its own, counting what changed.
  static func save<Record: Sendable>(
    _ batch: [Record], in database: SQLDatabase,
    with store: @Sendable (SQLCatalogWriter, Record) throws -> SaveOutcome
  ) throws(StorageError) -> SaveSummary {
    try database.write { [database] connection in
      let writer = SQLCatalogWriter(database: database, connection: connection)
      var summary = SaveSummary()
      for record in batch { summary.count(try store(writer, record)) }
      return summary
    }
  }

  /// Reads the row stored under `key`, and writes `row` with `upsert` only when it differs,
  /// after `changing` (told whether the row is new) has run.
  private func store<Row: Equatable>(
    _ row: Row, selecting select: String, key: String, upsert: String, values: [SQLValue],
    reading read: (any SQLRow) throws -> Row, changing: (_ isNew: Bool) throws -> Void = { _ in }
  ) throws -> SaveOutcome {
    let stored = try connection.rows(select, [.text(key)], read)
    guard stored.first != row else { return .unchanged }
    try changing(stored.isEmpty)
    try connection.run(upsert, values)
    return stored.isEmpty ? .added : .updated
  }

  private static let productSQL = "SELECT \(ProductRow.columns) FROM products WHERE sku = ?1"
  private static let promotionSQL =
    "SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1"

  private static let upsertProductSQL = InsertSQL.upsert(
    into: "products", columns: ProductRow.columns + ", name_key, category_key, search_text",
    key: "sku")
  private static let upsertPromotionSQL = InsertSQL.upsert(
    into: "promotions", columns: PromotionRow.columns, key: "code")
}
