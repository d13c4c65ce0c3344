import ShopDomain

/// Promotion codes, in the `promotions` table.
public struct SQLitePromotionRepository: PromotionRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion? {
    try database.read { connection in try Self.promotion(code, in: connection) }
  }

  /// The promotion stored under `code`, read inside another unit of work (placing an order).
  static func promotion(_ code: PromotionCode, in connection: SQLiteConnection) throws
    -> Promotion?
  {
    try connection.statement("SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1")
      .rows([.text(code.value)]) { row in PromotionRow(row) }
      .first?.promotion()
  }

  /// A keyset page by code. The table is keyed by code (`WITHOUT ROWID`), so a page is one range
  /// of it, at any size.
  public func page(_ query: PromotionQuery) async throws(PageError)
    -> Page<Promotion, PromotionCode>
  {
    let after: [SQLiteValue]? = query.after.map { [.text($0.value)] }
    return try database.readPage(after: after, in: Self.pages) { connection in
      let rows = try connection.statement(after == nil ? Self.firstPageSQL : Self.nextPageSQL)
        .rows([SQLiteValue(query.size.value + 1)] + (after ?? []), { row in PromotionRow(row) })
      return try Page(readingOnePast: rows, size: query.size, cursor: \.code) {
        row throws(StorageError) in try row.promotion()
      }
    }
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try SQLiteCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.save(promotion)
    }
  }

  private static let pages = Keyset(
    table: "promotions", columns: PromotionRow.columns, order: ["code"])
  private static let firstPageSQL = pages.sql(after: nil, limit: "?1")
  private static let nextPageSQL = pages.sql(after: "?2", limit: "?1")
}
