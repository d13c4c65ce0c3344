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

  /// One row more than the page is read, to learn whether a next page exists without counting.
  /// The table is keyed by code (`WITHOUT ROWID`), so a page is one range of it, at any size.
  public func page(_ query: PromotionQuery) async throws(StorageError) -> PromotionPage {
    let rows = try database.read { connection in
      try connection.statement(query.after == nil ? Self.firstPageSQL : Self.nextPageSQL)
        .rows(
          [SQLiteValue(query.size.value + 1)] + (query.after.map { [.text($0.value)] } ?? []),
          { row in PromotionRow(row) })
    }
    var promotions: [Promotion] = []
    for row in rows.prefix(query.size.value) {
      promotions.append(try row.promotion())
    }
    let hasMore = rows.count > query.size.value
    return PromotionPage(promotions: promotions, nextCursor: hasMore ? promotions.last?.code : nil)
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try SQLiteCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.save(promotion)
    }
  }

  private static let firstPageSQL =
    "SELECT \(PromotionRow.columns) FROM promotions ORDER BY code LIMIT ?1"
  private static let nextPageSQL =
    "SELECT \(PromotionRow.columns) FROM promotions WHERE code > ?2 ORDER BY code LIMIT ?1"
}
