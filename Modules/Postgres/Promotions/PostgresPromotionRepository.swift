import ShopDomain

/// Promotion codes, in the `promotions` table on PostgreSQL.
public struct PostgresPromotionRepository: PromotionRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion? {
    try await rows(
      "SELECT \(PromotionRow.columns) FROM promotions WHERE code = $1",
      [
        .text(code.value)
      ]
    ).first?.promotion()
  }

  public func all() async throws(StorageError) -> [Promotion] {
    var promotions: [Promotion] = []
    for row in try await rows("SELECT \(PromotionRow.columns) FROM promotions ORDER BY code") {
      promotions.append(try row.promotion())
    }
    return promotions
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try await PostgresCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.store(promotion)
    }
  }

  private func rows(_ sql: String, _ values: [PostgresValue] = []) async throws(StorageError)
    -> [PromotionRow]
  {
    try await database.read { connection in
      try connection.rows(sql, values) { row throws(PostgresError) in try PromotionRow(row) }
    }
  }
}
