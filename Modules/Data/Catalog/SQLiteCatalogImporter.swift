import ShopDomain

/// A catalog sync's unit of work on SQLite: one `BEGIN IMMEDIATE` transaction around the whole
/// feed, so readers see the catalog before the sync or after it, never halfway, and a sync that
/// fails or is killed leaves nothing of itself.
public struct SQLiteCatalogImporter: CatalogImporter {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    return try database.write(refusing: CatalogError.self, storage: CatalogError.storage) {
      connection in
      let report = try body(try SQLiteImportWriter(connection))
      try SQLiteImportWriter.finish(in: connection)
      return report
    }
  }
}

/// Saves products and promotions with statements prepared once for the whole import. Each save
/// reads the stored row first, to say whether it added, changed or left the record as it was,
/// and writes only when something changed.
struct SQLiteCatalogWriter {
  private let findProduct: SQLiteStatement
  private let upsertProduct: SQLiteStatement
  private let searchIndex: SQLiteSearchIndex
  private let findPromotion: SQLiteStatement
  private let upsertPromotion: SQLiteStatement

  init(_ connection: SQLiteConnection) throws(SQLiteError) {
    findProduct = try connection.statement(
      "SELECT \(ProductRow.columns) FROM products WHERE sku = ?1")
    upsertProduct = try connection.statement(Self.upsertProductSQL)
    searchIndex = try SQLiteSearchIndex(connection)
    findPromotion = try connection.statement(
      "SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1")
    upsertPromotion = try connection.statement(
      "INSERT OR REPLACE INTO promotions (\(PromotionRow.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    let row = ProductRow(product)
    // Folded once: the row and the search index both hold it, and folding is most of a save.
    let searchText = product.searchText
    let outcome = try save(
      row, key: row.sku, values: row.insertValues(for: product, searchText: searchText),
      find: findProduct, upsert: upsertProduct, reading: ProductRow.init)
    guard outcome != .unchanged else { return outcome }
    do throws(SQLiteError) {
      try searchIndex.keep(searchText.value, for: row.sku, isNew: outcome == .added)
    } catch {
      throw error.storageError
    }
    return outcome
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    let row = PromotionRow(promotion)
    return try save(
      row, key: row.code, values: row.values, find: findPromotion, upsert: upsertPromotion,
      reading: PromotionRow.init)
  }

  /// Saves a batch outside a sync, in one transaction of its own, counting what changed.
  static func save<Record: Sendable>(
    _ batch: [Record], in database: Database,
    with save: @Sendable (SQLiteCatalogWriter, Record) throws -> SaveOutcome
  ) throws(StorageError) -> SaveSummary {
    try database.write { connection in
      let writer = try SQLiteCatalogWriter(connection)
      var summary = SaveSummary()
      for record in batch { summary.count(try save(writer, record)) }
      return summary
    }
  }

  /// Reads the row stored under `key` with `find`, and writes `row` with `upsert` only when it
  /// differs.
  private func save<Row: Equatable>(
    _ row: Row, key: String, values: [SQLiteValue], find: SQLiteStatement,
    upsert: SQLiteStatement, reading read: (SQLiteStatement) throws(SQLiteError) -> Row
  ) throws(StorageError) -> SaveOutcome {
    do throws(SQLiteError) {
      let stored = try find.rows([.text(key)], read)
      guard stored.first != row else { return .unchanged }
      try upsert.run(values)
      return stored.isEmpty ? .added : .updated
    } catch {
      throw error.storageError
    }
  }

  private static let upsertProductSQL = """
    INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
    ON CONFLICT (sku) DO UPDATE SET
      name = excluded.name, description = excluded.description, category = excluded.category,
      price_minor = excluded.price_minor, currency = excluded.currency, stock = excluded.stock,
      name_key = excluded.name_key, category_key = excluded.category_key, search_text = excluded.search_text
    """
}
