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

  /// One row more than the page is read, to learn whether a next page exists without counting;
  /// the primary key's index, in the codes' byte order (`COLLATE "C"`), serves every page.
  public func page(_ query: PromotionQuery) async throws(StorageError) -> PromotionPage {
    let rows = try await rows(
      query.after == nil ? Self.firstPageSQL : Self.nextPageSQL,
      [PostgresValue(query.size.value + 1)] + (query.after.map { [.text($0.value)] } ?? []))
    var promotions: [Promotion] = []
    for row in rows.prefix(query.size.value) {
      promotions.append(try row.promotion())
    }
    let hasMore = rows.count > query.size.value
    return PromotionPage(promotions: promotions, nextCursor: hasMore ? promotions.last?.code : nil)
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

  private static let firstPageSQL =
    "SELECT \(PromotionRow.columns) FROM promotions ORDER BY code LIMIT $1"
  private static let nextPageSQL =
    "SELECT \(PromotionRow.columns) FROM promotions WHERE code > $2 ORDER BY code LIMIT $1"
}
