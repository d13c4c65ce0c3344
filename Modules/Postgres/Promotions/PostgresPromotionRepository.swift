import ShopDomain

/// Promotion codes, in the `promotions` table on PostgreSQL.
public struct PostgresPromotionRepository: PromotionRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion? {
    try database.read { connection in try Self.promotion(code, in: connection) }
  }

  /// The promotion stored under `code`, read inside another unit of work (placing an order).
  static func promotion(_ code: PromotionCode, in connection: PostgresConnection) throws
    -> Promotion?
  {
    try connection.rows(
      "SELECT \(PromotionRow.columns) FROM promotions WHERE code = $1", [.text(code.value)]
    ) { row throws(PostgresError) in try PromotionRow(row) }
    .first?.promotion()
  }

  /// A keyset page by code: the primary key's index, in the codes' byte order (`COLLATE "C"`),
  /// serves every page.
  public func page(_ query: PromotionQuery) async throws(PageError)
    -> Page<Promotion, PromotionCode>
  {
    let after: [PostgresValue]? = query.after.map { [.text($0.value)] }
    return try database.readPage(after: after, in: Self.pages) { connection in
      let rows = try connection.rows(
        after == nil ? Self.firstPageSQL : Self.nextPageSQL,
        [PostgresValue(query.size.value + 1)] + (after ?? [])
      ) { row throws(PostgresError) in try PromotionRow(row) }
      return try Page(readingOnePast: rows, size: query.size, cursor: \.code) {
        row throws(StorageError) in try row.promotion()
      }
    }
  }

  public func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary {
    try await PostgresCatalogWriter.save(promotions, in: database) { writer, promotion in
      try writer.store(promotion)
    }
  }

  private func rows(_ sql: String, _ values: [PostgresValue] = []) async throws(StorageError)
    -> [PromotionRow]
  {
    try database.read { connection in
      try connection.rows(sql, values) { row throws(PostgresError) in try PromotionRow(row) }
    }
  }

  private static let pages = Keyset(
    table: "promotions", columns: PromotionRow.columns, order: ["code"])
  private static let firstPageSQL = pages.sql(after: nil, limit: "$1")
  private static let nextPageSQL = pages.sql(after: "$2", limit: "$1")
}
