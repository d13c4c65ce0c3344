import CSQLite

/// A prepared statement: compiled once by its connection, then bound, stepped and reset for each
/// use.
///
/// Reading a column takes its declared type as given: every table of the shop is STRICT
/// (`Schema.strictTables`; but the search index, FTS5's, of which only a rowid is read), so
/// SQLite refused a value of another type when it was written, by
/// whichever program wrote it, and checking each column again on every read would only cost time.
/// What a type cannot say (a name that is empty, a SKU out of its alphabet) the Domain's rules
/// check on every row read back.
final class SQLiteStatement: SQLRow {
  private let handle: OpaquePointer
  private let connection: OpaquePointer

  init(sql: String, connection: OpaquePointer) throws(SQLiteError) {
    var handle: OpaquePointer?
    let code = sqlite3_prepare_v3(
      connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
    guard code == SQLITE_OK, let handle else {
      sqlite3_finalize(handle)
      throw SQLiteError(code: code, connection: connection)
    }
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Clears the previous use and binds `values` to `?1`, `?2`, … in order.
  func bind(_ values: [SQLValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      try check(bind(value, at: Int32(offset + 1)))
    }
  }

  /// Moves to the next row: `true` when there is one to read, `false` when done.
  func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw SQLiteError(code: code, connection: connection)
    }
  }

  /// Runs a statement that returns no rows.
  func run(_ values: [SQLValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Runs a query and makes one value of each row.
  func rows<Row>(_ values: [SQLValue] = [], _ read: (SQLiteStatement) throws(SQLiteError) -> Row)
    throws(SQLiteError) -> [Row]
  {
    try bind(values)
    var rows: [Row] = []
    while try step() {
      rows.append(try read(self))
    }
    sqlite3_reset(handle)
    return rows
  }

  /// Runs a query and hands each row to `row`, this statement standing for the row.
  func forEachRow(_ values: [SQLValue], _ row: (any SQLRow) throws -> Void) throws {
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try step() {
      try row(self)
    }
  }

  func int(_ column: Int32) -> Int {
    Int(sqlite3_column_int64(handle, column))
  }

  func optionalInt(_ column: Int32) -> Int? {
    sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : int(column)
  }

  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: bytes)
  }

  func optionalText(_ column: Int32) -> String? {
    sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column)
  }

  private func bind(_ value: SQLValue, at index: Int32) -> Int32 {
    switch value {
    case .integer(let integer):
      sqlite3_bind_int64(handle, index, integer)
    case .text(let text):
      shop_sqlite3_bind_text(handle, index, text, -1)
    case .null:
      sqlite3_bind_null(handle, index)
    }
  }

  private func check(_ code: Int32) throws(SQLiteError) {
    guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: connection) }
  }
}
