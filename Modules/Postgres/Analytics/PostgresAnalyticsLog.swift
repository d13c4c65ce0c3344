import ShopDomain

/// The analytics log, in the `analytics_events` table on PostgreSQL. Only the app's analytics
/// decorator writes it; no use case or Store knows it exists.
public struct PostgresAnalyticsLog: Sendable {
  /// One thing worth counting: a name such as `order_placed`, what it is about, and when (in
  /// milliseconds since 1970).
  public struct Event: Equatable, Sendable {
    public let name: String
    public let detail: String
    public let recordedAt: Int64

    public init(name: String, detail: String, recordedAt: Int64) {
      self.name = name
      self.detail = detail
      self.recordedAt = recordedAt
    }
  }

  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// Appends the events, all or none.
  public func record(_ events: [Event]) async throws(StorageError) {
    guard !events.isEmpty else { return }
    try database.write { connection in
      for event in events {
        try connection.run(
          "INSERT INTO analytics_events (name, detail, recorded_at) VALUES ($1, $2, $3)",
          [.text(event.name), .text(event.detail), .integer(event.recordedAt)])
      }
    }
  }

  /// Every event, oldest first.
  public func events() async throws(StorageError) -> [Event] {
    try database.read { connection in
      try connection.rows("SELECT name, detail, recorded_at FROM analytics_events ORDER BY id") {
        row throws(PostgresError) in
        Event(name: try row.text(0), detail: try row.text(1), recordedAt: Int64(try row.int(2)))
      }
    }
  }
}
