import ShopDomain

/// The app's SQLite database: the one connection every SQLite repository shares.
///
/// An actor, because repositories are used from many tasks and a SQLite connection must be used
/// by one at a time. Opening it checks the file before anything is written (a foreign file or a
/// newer schema is refused untouched), then turns on WAL and a busy timeout so two `shop`
/// processes can write at once, and runs the migrations the file has not seen.
public actor Database {
  /// How long a write waits for another process's transaction before giving up.
  static let busyTimeoutMilliseconds: Int32 = 5_000

  private let connection: SQLiteConnection
  /// Whether opening created the schema from nothing: a new file, to be filled with a catalog.
  public let isNew: Bool

  /// Opens the file at `path`, creating it if needed; `":memory:"` gives a private database.
  public init(path: String) throws(DatabaseError) {
    let connection: SQLiteConnection
    do throws(SQLiteError) {
      connection = try SQLiteConnection(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
    let version = try Self.schemaVersion(of: connection, path: path)
    guard version <= Schema.latestVersion else {
      throw .newerSchema(path: path, version: version, supported: Schema.latestVersion)
    }
    try Self.configure(connection, path: path)
    try Self.migrate(connection, from: version, path: path)
    self.connection = connection
    self.isNew = version == 0
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
      return try body(connection)
    } catch {
      throw Self.storageError(error)
    }
  }

  /// Runs `body` in one `BEGIN IMMEDIATE` transaction: all of it is written, or none of it.
  func write<Result: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    do {
      return try connection.transaction(immediate: true, body)
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
    do {
      return try connection.transaction(immediate: true, body)
    } catch let refusal as Refusal {
      throw .refused(refusal)
    } catch {
      throw .storage(Self.storageError(error))
    }
  }

  private static func storageError(_ error: any Error) -> StorageError {
    guard let error = error as? SQLiteError else { return StorageError(reason: "\(error)") }
    if error.isBusy {
      return StorageError(reason: "the database is busy with another shop process; try again")
    }
    if error.isReadOnly {
      return StorageError(reason: "the database is read-only; use a writable file")
    }
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
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
  }

  private static func configure(_ connection: SQLiteConnection, path: String) throws(DatabaseError)
  {
    do throws(SQLiteError) {
      try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
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
