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
        .rows([.text(code.value)]) { row in PromotionRow(row) }
    }
    return try rows.first?.promotion()
  }

  public func all() async throws(StorageError) -> [Promotion] {
    let rows = try database.read { connection in
      try connection.statement("SELECT \(PromotionRow.columns) FROM promotions ORDER BY code")
        .rows { row in PromotionRow(row) }
    }
    var promotions: [Promotion] = []
    for row in rows {
      promotions.append(try row.promotion())
    }
    return promotions
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try SQLiteCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.save(promotion)
    }
  }
}
