import CSQLite
import ShopDomain

/// One open SQLite database file. It keeps the statements it prepared, keyed by their SQL, so
/// a repository that runs the same query a thousand times compiles it once.
///
/// A connection is not thread-safe. `SQLiteDatabase` uses its connection directly while it
/// recognises, migrates and configures the file, then keeps it behind a lock, the only way the
/// repositories reach it; a scratch database of the migrations (`Schema.scratch`) is used
/// directly by the one caller that made it.
final class SQLiteConnection: SQLConnectionDriver {
  /// How the file is opened.
  enum Mode {
    /// Read and write; the file is created when missing.
    case readWrite
    /// Read only, with a write-ahead log beside the file that SQLite reads.
    case readOnly
    /// Read only, with no log beside the file: SQLite is told the file will not change while
    /// open, so it makes no lock files (which a folder this process may not write refuses).
    case immutable
  }

  /// The C handle, for the few calls of the C API a test makes on a connection (a trace hook).
  let handle: OpaquePointer
  private var statements = StatementCache()
  /// 3.37.0, as `sqlite3_libversion_number()` spells it: the first with STRICT tables.
  static let oldestLibrary: Int32 = 3_037_000

  /// Refuses an SQLite older than 3.37. STRICT tables (schema version 7) came with it, and an
  /// older library cannot even read the schema of a file a newer one made, so it is refused
  /// before the file is touched: `SQLiteDatabase` asks before it makes a new file, too.
  static func checkLibrary() throws(SQLiteError) {
    guard let found = tooOldLibrary() else { return }
    throw SQLiteError(
      code: SQLITE_CANTOPEN,
      message: "the system's SQLite is \(found); the shop needs 3.37 or later")
  }

  /// The system SQLite's version when it is older than `oldestLibrary`; `nil` when it will do.
  static func tooOldLibrary() -> String? {
    sqlite3_libversion_number() >= oldestLibrary ? nil : String(cString: sqlite3_libversion())
  }

  /// Opens (or creates) the file at `path`; `:memory:` opens a private in-memory database.
  ///
  /// The busy timeout is set before anything is read: another process may be writing the file
  /// from the first moment, and a read without it fails at once with "database is locked".
  init(path: String, mode: Mode = .readWrite, busyTimeoutMilliseconds: Int32 = 0)
    throws(SQLiteError)
  {
    try Self.checkLibrary()
    var handle: OpaquePointer?
    let code: Int32
    switch mode {
    case .readWrite:
      code = sqlite3_open_v2(
        path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
    case .readOnly:
      code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
    case .immutable:
      code = sqlite3_open_v2(
        Self.immutableURI(for: path), &handle,
        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
    }
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(code: code, connection: handle)
      sqlite3_close_v2(handle)
      throw error
    }
    self.handle = handle
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
  }

  /// `file:` followed by the path with every byte that could end or change the URI
  /// percent-encoded, so a path is always read as a path, then the `immutable` parameter.
  private static func immutableURI(for path: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var uri = "file:"
    for byte in path.utf8 {
      if unreserved.contains(byte) {
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return uri + "?immutable=1"
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// The prepared statement for `sql`, compiled on first use and reused after.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    try statements.statement(for: sql) { () throws(SQLiteError) in
      try SQLiteStatement(sql: sql, connection: handle)
    }
  }

  /// Whether closing the connection folds the write-ahead log into the file and removes it, as
  /// SQLite does by default. Off while a log beside the file may be another program's.
  func checkpointsOnClose(_ enabled: Bool) {
    shop_sqlite3_no_checkpoint_on_close(handle, enabled ? 0 : 1)
  }

  /// Runs one or more statements that take no parameters, such as a migration's DDL.
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws. A read
  /// (`BEGIN DEFERRED`) sees the file at one moment.
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

  /// The first column of each row of a query that takes no parameters, as integers.
  func integers(_ sql: String) throws(SQLiteError) -> [Int] {
    try statement(sql).rows { row in row.int(0) }
  }

  /// The first column of each row of a query that takes no parameters, as text.
  func texts(_ sql: String) throws(SQLiteError) -> [String] {
    try statement(sql).rows { row in row.text(0) }
  }
}

extension SQLiteConnection {
  /// SQLite's spelling of what differs: a write holds the whole file (`BEGIN IMMEDIATE`), so a
  /// row needs no lock of its own; the clock is the machine's; a temporary table is `temp`'s.
  static let dialect = SQLDialect(
    forUpdate: "",
    nowMilliseconds: "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)",
    temporarySchema: "temp",
    shopWideHold: nil,
    feedKeysTable: """
      CREATE TEMP TABLE feed_keys (
        section TEXT    NOT NULL,
        key     TEXT    NOT NULL,
        record  INTEGER NOT NULL,
        PRIMARY KEY (section, key)
      ) STRICT, WITHOUT ROWID
      """,
    afterCatalogChange: nil)

  var dialect: SQLDialect { Self.dialect }

  func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    try statement(sql).run(values)
    return changes
  }

  func query(_ sql: String, _ values: [SQLValue], _ row: (any SQLRow) throws -> Void) throws {
    try statement(sql).forEachRow(values, row)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
