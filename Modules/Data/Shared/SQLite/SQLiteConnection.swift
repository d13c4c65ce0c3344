import CSQLite

/// One open SQLite database file. It keeps the statements it prepared, keyed by their SQL, so
/// a repository that runs the same query a thousand times compiles it once.
///
/// A connection is not thread-safe; `Database`, an actor, owns it and is the only way to use it.
final class SQLiteConnection {
  private let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens (or creates) the file at `path`; `:memory:` opens a private in-memory database.
  init(path: String, readOnly: Bool = false) throws(SQLiteError) {
    var handle: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(code: code, connection: handle)
      sqlite3_close_v2(handle)
      throw error
    }
    self.handle = handle
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// The prepared statement for `sql`, compiled on first use and reused after.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] { return cached }
    let statement = try SQLiteStatement(sql: sql, connection: handle)
    statements[sql] = statement
    return statement
  }

  /// Runs one or more statements that take no parameters, such as a migration's DDL.
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  ///
  /// Writes start with `BEGIN IMMEDIATE`, which takes the write lock up front: two processes
  /// then queue on the busy timeout instead of deadlocking halfway through.
  func transaction<Result>(
    immediate: Bool,
    _ body: (SQLiteConnection) throws -> Result
  ) throws -> Result {
    try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The number of rows the last INSERT, UPDATE or DELETE changed.
  var changes: Int { Int(sqlite3_changes(handle)) }
}
