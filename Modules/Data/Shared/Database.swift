import Foundation
import ShopDomain
import Synchronization

/// The app's SQLite database: the one connection every SQLite repository shares.
///
/// A SQLite connection must be used by one task at a time, and repositories are used from many:
/// the connection lives inside a `Mutex`, the only way to reach it. A lock rather than an actor,
/// because a call then runs on the caller's executor: no hop to another thread and back for each
/// query, which would cost more than the query itself. Opening it checks the file before anything is written (a foreign file or a
/// newer schema is refused untouched), then turns on WAL and a busy timeout so two `shop`
/// processes can write at once, and runs the migrations the file has not seen.
public final class Database: Sendable {
  /// How long a write waits for another process's transaction before giving up.
  static let busyTimeoutMilliseconds: Int32 = 5_000

  private let connection: Mutex<SQLiteConnection>
  /// Whether opening created the schema from nothing: a new file, to be filled with a catalog.
  public let isNew: Bool
  /// Whether the file was opened for reading only, because this process may not write it.
  public let isReadOnly: Bool

  /// Opens the file at `path`, creating it if needed; `":memory:"` gives a private database.
  public init(path: String) throws(DatabaseError) {
    let connection: SQLiteConnection
    let readOnly = Self.isReadOnlyFile(path)
    do throws(SQLiteError) {
      connection = try SQLiteConnection(path: path, readOnly: readOnly)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
    let version = try Self.schemaVersion(of: connection, path: path)
    guard version <= Schema.latestVersion else {
      throw .newerSchema(path: path, version: version, supported: Schema.latestVersion)
    }
    try Self.checkSize(of: connection, path: path)
    if readOnly {
      // A file this process may not write is opened for reading only; it must need no update.
      guard version == Schema.latestVersion else { throw .readOnly(path: path) }
      try Self.configure(connection, path: path, readOnly: true)
    } else {
      try Self.configure(connection, path: path, readOnly: false)
      try Self.migrate(connection, from: version, path: path)
    }
    self.connection = Mutex(connection)
    self.isNew = version == 0
    self.isReadOnly = readOnly
  }

  /// Whether SQLite finds the file sound (`PRAGMA integrity_check`), for tests and diagnostics.
  public func isIntact() throws(StorageError) -> Bool {
    try read { connection in
      try connection.statement("PRAGMA integrity_check").rows { row throws(SQLiteError) in
        try row.text(0)
      } == ["ok"]
    }
  }

  /// Runs a read. Each read the repositories make is one statement, consistent on its own.
  func read<Result: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    do {
      return try connection.withLock { connection in try body(connection) }
    } catch {
      throw Self.storageError(error)
    }
  }

  /// Runs `body` in one `BEGIN IMMEDIATE` transaction: all of it is written, or none of it.
  func write<Result: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    guard !isReadOnly else { throw Self.readOnlyError }
    do {
      return try connection.withLock { connection in
        try connection.transaction(immediate: true, body)
      }
    } catch {
      throw Self.storageError(error)
    }
  }

  /// Like `write`, for a unit of work that can be refused by a business rule halfway through
  /// (out of stock at the moment of writing, say): `body` throws a `Refusal`, everything is
  /// rolled back, and the refusal comes out as it was thrown.
  func write<Result: Sendable, Refusal: Error>(
    refusing _: Refusal.Type,
    _ body: @Sendable (SQLiteConnection) throws -> Result
  ) throws(WriteFailure<Refusal>) -> Result {
    guard !isReadOnly else { throw .storage(Self.readOnlyError) }
    do {
      return try connection.withLock { connection in
        try connection.transaction(immediate: true, body)
      }
    } catch let refusal as Refusal {
      throw .refused(refusal)
    } catch {
      throw .storage(Self.storageError(error))
    }
  }

  private static let readOnlyError = StorageError(
    reason: "the database is read-only; use a writable file")

  private static func storageError(_ error: any Error) -> StorageError {
    guard let error = error as? SQLiteError else { return StorageError(reason: "\(error)") }
    if error.isBusy {
      return StorageError(reason: "the database is busy with another shop process; try again")
    }
    if error.isReadOnly { return readOnlyError }
    return StorageError(reason: "the database failed: \(error.message)")
  }

  /// Reads `PRAGMA user_version`, which is also the first read of the file: a file that is not
  /// SQLite fails here, before anything was written to it.
  private static func schemaVersion(of connection: SQLiteConnection, path: String)
    throws(DatabaseError) -> Int
  {
    do throws(SQLiteError) {
      let versions = try connection.statement("PRAGMA user_version").rows {
        row throws(SQLiteError) in try row.int(0)
      }
      return versions.first ?? 0
    } catch  where error.isNotADatabase {
      throw .notADatabase(path: path)
    } catch  where error.isCorrupt {
      throw .damaged(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
  }

  /// Whether the file exists and this process may not write it.
  private static func isReadOnlyFile(_ path: String) -> Bool {
    path != ":memory:" && FileManager.default.fileExists(atPath: path)
      && !FileManager.default.isWritableFile(atPath: path)
  }

  /// Refuses a file shorter than its own header says: a truncated copy, whose missing pages
  /// SQLite would otherwise find only when a query reached them.
  private static func checkSize(of connection: SQLiteConnection, path: String) throws(DatabaseError)
  {
    guard path != ":memory:" else { return }
    let expected: Int
    do throws(SQLiteError) {
      let pageCount = try connection.statement("PRAGMA page_count").rows {
        row throws(SQLiteError) in try row.int(0)
      }
      let pageSize = try connection.statement("PRAGMA page_size").rows { row throws(SQLiteError) in
        try row.int(0)
      }
      expected = (pageCount.first ?? 0) * (pageSize.first ?? 0)
    } catch  where error.isNotADatabase || error.isCorrupt {
      throw .damaged(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
    var file = stat()
    let actual = stat(path, &file) == 0 ? Int(file.st_size) : 0
    let walExists = FileManager.default.fileExists(atPath: path + "-wal")
    guard actual >= expected || walExists else { throw .damaged(path: path) }
  }

  private static func configure(_ connection: SQLiteConnection, path: String, readOnly: Bool)
    throws(DatabaseError)
  {
    do throws(SQLiteError) {
      try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
      guard !readOnly else { return }
      try connection.execute("PRAGMA journal_mode = WAL")
      try connection.execute("PRAGMA synchronous = NORMAL")
      try connection.execute("PRAGMA foreign_keys = ON")
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
  }

  /// Runs each migration newer than `version` in its own transaction. The version is read again
  /// inside the transaction, so two processes opening a new file at once migrate it once.
  private static func migrate(_ connection: SQLiteConnection, from version: Int, path: String)
    throws(DatabaseError)
  {
    for migration in Schema.migrations where migration.version > version {
      do {
        try connection.transaction(immediate: true) { connection in
          let current = try connection.statement("PRAGMA user_version").rows {
            row throws(SQLiteError) in try row.int(0)
          }
          guard (current.first ?? 0) < migration.version else { return }
          try connection.execute(migration.sql)
          // PRAGMA takes no bound parameters; the version is an integer from this file, not input.
          try connection.execute("PRAGMA user_version = \(migration.version)")
        }
      } catch {
        throw .migrationFailed(path: path, reason: "\(error)")
      }
    }
  }
}
