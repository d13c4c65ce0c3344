import ShopDomain

/// Promotion codes, in the `promotions` table.
public struct SQLitePromotionRepository: PromotionRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion? {
    let rows = try database.read { connection in
      try connection.statement("SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1")
        .rows([.text(code.value)]) { row throws(SQLiteError) in try PromotionRow(row) }
    }
    guard let row = rows.first else { return nil }
    do throws(PromotionError) {
      return try row.promotion()
    } catch {
      throw StorageError(reason: "promotion \(row.code) in the database is invalid")
    }
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try database.write { connection in
      var summary = SaveSummary()
      let find = try connection.statement(
        "SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1")
      let upsert = try connection.statement(
        "INSERT OR REPLACE INTO promotions (\(PromotionRow.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
      )
      for promotion in promotions {
        let row = PromotionRow(promotion)
        let existing = try find.rows([.text(row.code)]) { statement throws(SQLiteError) in
          try PromotionRow(statement)
        }
        switch existing.first {
        case nil: summary.added += 1
        case row:
          summary.unchanged += 1
          continue
        default: summary.updated += 1
        }
        try upsert.run(row.values)
      }
      return summary
    }
  }
}
