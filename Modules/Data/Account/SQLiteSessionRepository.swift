import ShopDomain

/// The current session, kept in the one-row `session` table so it survives between commands.
public struct SQLiteSessionRepository: SessionRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func current() async throws(StorageError) -> Session? {
    let rows = try database.read { connection in
      try connection.statement("SELECT email, started_at FROM session WHERE id = 1").rows {
        row throws(SQLiteError) in
        (try row.text(0), try row.int(1))
      }
    }
    guard let (email, startedAt) = rows.first else { return nil }
    do throws(AccountError) {
      return Session(
        customer: try Email(email), startedAt: Timestamp(millisecondsSince1970: Int64(startedAt)))
    } catch {
      throw StorageError(reason: "the stored session has an invalid email \"\(email)\"")
    }
  }

  public func start(_ session: Session) async throws(StorageError) {
    try database.write { connection in
      try connection.statement(
        "INSERT OR REPLACE INTO session (id, email, started_at) VALUES (1, ?1, ?2)"
      )
      .run([.text(session.customer.value), .integer(session.startedAt.millisecondsSince1970)])
    }
  }

  public func end() async throws(StorageError) {
    try database.write { connection in
      try connection.statement("DELETE FROM session").run()
    }
  }
}
