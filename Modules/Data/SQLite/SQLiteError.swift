import CSQLite
import ShopDomain

/// A failure reported by the SQLite library: its result code and message. Stays inside Data: `SQLDatabase` asks the driver to word it as a Domain
/// `StorageError` (`SQLiteDatabase.storageError`).
struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The primary result code, such as `SQLITE_BUSY` (5) or `SQLITE_NOTADB` (26).
  let code: Int32
  let message: String

  init(code: Int32, message: String) {
    self.code = code & 0xFF
    self.message = message
  }

  init(code: Int32, connection: OpaquePointer?) {
    self.init(
      code: code, message: connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
    )
  }

  var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  var isNotADatabase: Bool { code == SQLITE_NOTADB }
  var isReadOnly: Bool { code == SQLITE_READONLY }
  var isCorrupt: Bool { code == SQLITE_CORRUPT }

  /// The Domain's error for this failure, worded here once for every repository on SQLite.
  var storageError: StorageError {
    if isBusy {
      return StorageError(reason: "the database is busy with another program", problem: .busy)
    }
    if isReadOnly { return StorageError(reason: "the database is read-only", problem: .denied) }
    // SQLite's own sentence says what is damaged.
    if isCorrupt { return StorageError(reason: message, problem: .damaged) }
    return StorageError(reason: "the database failed: \(message)", problem: problem)
  }

  /// The kind of trouble, for the person's next step.
  var problem: StorageError.Problem {
    switch code {
    case SQLITE_BUSY, SQLITE_LOCKED: .busy
    case SQLITE_FULL: .full
    case SQLITE_CORRUPT, SQLITE_NOTADB: .damaged
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH, SQLITE_CANTOPEN: .denied
    default: .failed
    }
  }

  var description: String { "\(message) (SQLite code \(code))" }
}
