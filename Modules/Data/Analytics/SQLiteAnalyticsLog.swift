import ShopDomain

/// The analytics log, in the `analytics_events` table. Only the app's analytics decorator
/// writes it; no use case or Store knows it exists.
public struct SQLiteAnalyticsLog: Sendable {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  /// Appends the entries, all or none.
  public func record(_ entries: [AnalyticsEntry]) async throws(StorageError) {
    guard !entries.isEmpty else { return }
    try database.write { connection in
      let insert = try connection.statement(
        "INSERT INTO analytics_events (name, detail, recorded_at) VALUES (?1, ?2, ?3)")
      for entry in entries {
        try insert.run([.text(entry.name), .text(entry.detail), .integer(entry.recordedAt)])
      }
    }
  }

  /// Every entry, oldest first.
  public func entries() async throws(StorageError) -> [AnalyticsEntry] {
    try database.read { connection in
      try connection.statement("SELECT name, detail, recorded_at FROM analytics_events ORDER BY id")
        .rows { row in
          AnalyticsEntry(
            name: row.text(0), detail: row.text(1), recordedAt: Int64(row.int(2)))
        }
    }
  }
}
