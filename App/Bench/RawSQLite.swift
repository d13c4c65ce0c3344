import CSQLite

/// The raw SQLite C API with nothing in between: the baseline the repositories are measured
/// against. Statements are prepared once and reused, as a careful C program would.
final class RawSQLite {
  private var handle: OpaquePointer?
  private var statements: [String: OpaquePointer] = [:]

  init(path: String) {
    sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
    execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000")
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  func execute(_ sql: String) {
    sqlite3_exec(handle, sql, nil, nil, nil)
  }

  func statement(_ sql: String) -> OpaquePointer? {
    if let cached = statements[sql] { return cached }
    var statement: OpaquePointer?
    sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    statements[sql] = statement
    return statement
  }

  func text(_ statement: OpaquePointer?, _ column: Int32) -> String {
    sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
  }

  /// Starts a read of `table` and keeps it open while this connection lives, as another program
  /// reading the file would. While one connection of a process reads a file in WAL mode, the
  /// others' reads take SQLite's marks in shared memory only, no file locks (`fcntl`).
  func keepReading(_ table: String) {
    let read = statement("SELECT 1 FROM \(table)")
    sqlite3_reset(read)
    sqlite3_step(read)
  }

  /// The rowid of the row the last INSERT made.
  var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

  func bind(_ statement: OpaquePointer?, _ index: Int32, _ text: String) {
    shop_sqlite3_bind_text(statement, index, text, -1)
  }

  /// The rows of `EXPLAIN QUERY PLAN sql`, to show which index a query uses.
  func plan(_ sql: String, bindings: [String]) -> [String] {
    let explain = statement("EXPLAIN QUERY PLAN " + sql)
    sqlite3_reset(explain)
    for (index, value) in bindings.enumerated() { bind(explain, Int32(index + 1), value) }
    var lines: [String] = []
    while sqlite3_step(explain) == SQLITE_ROW { lines.append(text(explain, 3)) }
    // Reset, or the statement stays busy and keeps a read of the file open on this connection.
    sqlite3_reset(explain)
    return lines
  }
}
