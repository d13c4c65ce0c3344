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
    do {
      return try database.write(refusing: CatalogError.self) { connection in
        try body(try SQLiteCatalogWriter(connection))
      }
    } catch {
      switch error {
      case .refused(let refusal): throw refusal
      case .storage(let storage): throw .storage(storage)
      }
    }
  }
}

/// Saves products and promotions with statements prepared once for the whole import. Each save
/// reads the stored row first, to say whether it added, changed or left the record as it was,
/// and writes only when something changed.
struct SQLiteCatalogWriter: CatalogWriter {
  private let findProduct: SQLiteStatement
  private let upsertProduct: SQLiteStatement
  private let findPromotion: SQLiteStatement
  private let upsertPromotion: SQLiteStatement

  init(_ connection: SQLiteConnection) throws(SQLiteError) {
    findProduct = try connection.statement(
      "SELECT \(ProductRow.columns) FROM products WHERE sku = ?1")
    upsertProduct = try connection.statement(Self.upsertProductSQL)
    findPromotion = try connection.statement(
      "SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1")
    upsertPromotion = try connection.statement(
      "INSERT OR REPLACE INTO promotions (\(PromotionRow.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    let row = ProductRow(product)
    return try Self.storing { () throws(SQLiteError) in
      let stored = try findProduct.rows([.text(row.sku)]) { statement throws(SQLiteError) in
        try ProductRow(statement)
      }
      guard stored.first != row else { return .unchanged }
      try upsertProduct.run(row.insertValues(for: product))
      return stored.isEmpty ? .added : .updated
    }
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    let row = PromotionRow(promotion)
    return try Self.storing { () throws(SQLiteError) in
      let stored = try findPromotion.rows([.text(row.code)]) { statement throws(SQLiteError) in
        try PromotionRow(statement)
      }
      guard stored.first != row else { return .unchanged }
      try upsertPromotion.run(row.values)
      return stored.isEmpty ? .added : .updated
    }
  }

  private static func storing(_ body: () throws(SQLiteError) -> SaveOutcome) throws(StorageError)
    -> SaveOutcome
  {
    do {
      return try body()
    } catch {
      throw StorageError(reason: "the database failed: \(error.message)")
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
