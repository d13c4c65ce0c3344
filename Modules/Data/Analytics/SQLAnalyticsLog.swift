import ShopDomain

/// The analytics log, in the `analytics_events` table. Only the app's analytics recorder
/// writes it; no use case or Store knows it exists.
public struct SQLAnalyticsLog: Sendable {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  /// Appends the entries, all or none.
  public func record(_ entries: [AnalyticsEntry]) async throws(StorageError) {
    guard !entries.isEmpty else { return }
    try database.write { connection in
      for entry in entries {
        try connection.run(
          "INSERT INTO analytics_events (name, detail, recorded_at) VALUES (?1, ?2, ?3)",
          [.text(entry.name), .text(entry.detail), .integer(entry.recordedAt)])
      }
    }
  }

  /// Every entry, oldest first.
  public func entries() async throws(StorageError) -> [AnalyticsEntry] {
    try database.read { connection in
      try connection.rows("SELECT name, detail, recorded_at FROM analytics_events ORDER BY id") {
        row in
        AnalyticsEntry(
          name: try row.text(0), detail: try row.text(1), recordedAt: Int64(try row.int(2)))
      }
    }
  }
}
