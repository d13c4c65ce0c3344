import ShopDomain

/// Promotion codes, in the `promotions` table.
public struct SQLPromotionRepository: PromotionRepository {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion? {
    try database.read { connection in try Self.promotion(code, in: connection) }
  }

  /// The promotion stored under `code`, read inside another unit of work (placing an order).
  static func promotion(_ code: PromotionCode, in connection: SQLConnection) throws
    -> Promotion?
  {
    try connection.rows(promotionSQL, [.text(code.value)]) { row in try PromotionRow(row) }
      .first?.promotion()
  }

  /// A keyset page by code: the table's key, in the codes' byte order, serves every page.
  public func page(_ query: PromotionQuery) async throws(PageError)
    -> Page<Promotion, PromotionCode>
  {
    let after: [SQLValue]? = query.after.map { [.text($0.value)] }
    return try Self.pages.readPage(from: database, after: after) { connection in
      let rows = try connection.rows(
        after == nil ? Self.firstPageSQL : Self.nextPageSQL,
        [SQLValue(query.size.value + 1)] + (after ?? [])
      ) { row in try PromotionRow(row) }
      return try Page(readingOnePast: rows, size: query.size, cursor: \.code) {
        row throws(StorageError) in try row.promotion()
      }
    }
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try SQLCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.store(promotion)
    }
  }

  private static let promotionSQL =
    "SELECT \(PromotionRow.columns) FROM promotions WHERE code = ?1"
  private static let pages = Keyset(
    table: "promotions", columns: PromotionRow.columns, order: ["code"])
  private static let firstPageSQL = pages.sql(after: nil, limit: "?1")
  private static let nextPageSQL = pages.sql(after: "?2", limit: "?1")
}
