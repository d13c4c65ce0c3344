import CSQLite
import ShopDomain
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shop's SQLite database: the one connection every repository on it shares, and the
/// SQLite driver of `SQLDatabase`.
///
/// A SQLite connection must be used by one task at a time, and repositories are used from many:
/// the connection lives inside a `Mutex`, the only way to reach it. A lock rather than an actor,
/// because a call then runs on the caller's executor: no hop to another thread and back for each
/// query, which would cost more than the query itself.
///
/// Opening is careful in this order: the busy timeout first, so a file another `shop` is writing
/// is waited for rather than refused; then the file is recognised (`FileIdentity`) before
/// anything is written, so another app's file, a damaged one or one from a newer schema is
/// refused byte for byte as it was; then the migrations the file has not seen, all in one
/// `BEGIN IMMEDIATE` transaction that recognises the file again, so parallel first runs build the
/// schema once and a failed upgrade leaves the file at its own version; and last WAL mode, so
/// `shop` processes read while another writes (writers take turns, each waiting on
/// `BEGIN IMMEDIATE`).
public final class SQLiteDatabase: SQLDatabaseDriver {
  /// How long a statement waits for another process's transaction before giving up.
  static let busyTimeoutMilliseconds: Int32 = 10_000

  private let connection: Mutex<SQLiteConnection>
  /// Whether the file had no schema when it was opened: a new file, made here. (An empty catalog
  /// is filled by what it holds, `FillEmptyCatalog`, not by this.)
  public let isNew: Bool
  /// Whether the file was opened for reading only, because this process may not write it.
  public let isReadOnly: Bool
  /// When a search changes plan (`SQLiteProductPages`).
  let searchBudget: SearchBudget

  /// Opens the file at `path`, creating it if needed; `":memory:"` gives a private database.
  public init(path: String, searchBudget: SearchBudget = SQLiteProductPages.budget)
    throws(DatabaseError)
  {
    let mode = Self.mode(for: path)
    // A write-ahead log already beside the file may be another program's unfinished work, which
    // closing would fold into a file the shop then refuses: until the file is known to be the
    // shop's, closing leaves such a log as it is. Without one, closing only removes the log
    // files this connection made.
    let logWasThere = access(path + "-wal", F_OK) == 0
    // An SQLite too old for the shop's tables is refused before a new file is made for it.
    if let found = SQLiteConnection.tooOldLibrary() {
      throw .libraryTooOld(path: path, found: found)
    }
    let connection: SQLiteConnection
    do throws(SQLiteError) {
      if mode == .readWrite, path != ":memory:" { DatabaseFile.createPrivate(path) }
      connection = try SQLiteConnection(
        path: path, mode: mode, busyTimeoutMilliseconds: Self.busyTimeoutMilliseconds)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
    if logWasThere { connection.checkpointsOnClose(false) }
    let identity = try Self.retryingWhileBusy { () throws(DatabaseError) in
      try Self.identity(of: connection, path: path)
    }
    if identity != .empty { try Self.checkSize(of: connection, path: path) }
    // The file is the shop's, or empty and about to be: closing may checkpoint it from here on.
    connection.checkpointsOnClose(true)
    if mode == .readWrite {
      // The file is the shop's (or empty, and about to be), so it will hold session tokens.
      if path != ":memory:" { DatabaseFile.makePrivate(path) }
      try Self.retryingWhileBusy { () throws(DatabaseError) in
        // A current, marked file needs no write: most commands only read, and a write
        // transaction on every start would cost them the write lock.
        if identity != .shop(version: Schema.latestVersion, isMarked: true) {
          try Self.bringUpToDate(connection, path: path)
        }
        try Self.configure(connection, path: path)
      }
    } else {
      // A file this process may not write must need no migration: an unmarked file at today's
      // version is read as it is, and marked by the next process that may write it.
      guard case .shop(Schema.latestVersion, _) = identity else { throw .readOnly(path: path) }
    }
    self.connection = Mutex(connection)
    self.searchBudget = searchBudget
    self.isNew = identity == .empty
    self.isReadOnly = mode != .readWrite
  }

  /// Whether SQLite finds the file sound (`PRAGMA integrity_check`), for tests and diagnostics.
  public func isIntact() throws(StorageError) -> Bool {
    try SQLDatabase(self).read { connection in
      try connection.rows("PRAGMA integrity_check") { row in try row.text(0) } == ["ok"]
    }
  }

  public func read<Result: Sendable>(
    _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    try connection.withLock { connection in try body(connection) }
  }

  /// A `BEGIN DEFERRED` transaction that only reads: every statement sees the file at one
  /// moment, whatever another process commits meanwhile. In WAL mode it waits for no writer and
  /// no writer waits for it.
  public func snapshot<Result: Sendable>(
    _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    try connection.withLock { connection in
      try connection.transaction(immediate: false) { try body($0) }
    }
  }

  /// One `BEGIN IMMEDIATE` transaction, which takes the write lock up front: two processes then
  /// queue on the busy timeout, never give each other up halfway, so there is nothing to retry.
  public func write<Result: Sendable>(
    retrying _: Bool, _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    guard !isReadOnly else { throw Self.readOnlyError }
    return try connection.withLock { connection in
      try connection.transaction(immediate: true) { try body($0) }
    }
  }

  public func storageError(_ error: any Error) -> StorageError? {
    (error as? SQLiteError)?.storageError
  }

  public func productPage(_ query: ProductQuery, on connection: SQLConnection) throws
    -> (sql: String, values: [SQLValue])
  {
    try SQLiteProductPages.sql(for: query, within: searchBudget, on: connection)
  }

  public func indexProduct(
    _ entry: ProductSearchEntry, isNew: Bool, on connection: SQLConnection
  ) throws {
    try SQLiteSearchIndex.keep(entry, isNew: isNew, on: connection)
  }

  private static let readOnlyError = SQLiteError(code: SQLITE_READONLY, message: "").storageError

  /// How this process may open `path`: for writing, unless the file or its folder may not be
  /// written. A process that may only read opens the file as immutable, which is safe while no
  /// write-ahead log is waiting beside it, and makes no lock files: from a read-only folder
  /// SQLite could not make them, and in a writable one they would be this process's, which the
  /// file's owner might then not be able to write.
  private static func mode(for path: String) -> SQLiteConnection.Mode {
    // access(2) rather than FileManager: these are three questions to the kernel, and a one-shot
    // command should not pay for setting up FileManager and parsing a URL to ask them.
    guard path != ":memory:", access(path, F_OK) == 0 else { return .readWrite }
    // SQLite keeps its -wal and -shm beside the file itself, so a symbolic link's own folder
    // says nothing about whether they can be made: ask about the folder of what it points at.
    let file = DatabaseFile.resolved(path)
    if access(DatabaseFile.folder(of: file), W_OK) == 0, access(file, W_OK) == 0 {
      return .readWrite
    }
    return access(DatabaseFile.appending("-wal", to: file), F_OK) == 0 ? .readOnly : .immutable
  }

  /// Recognises the file, which is also the first read of it: a file that is not SQLite fails
  /// here, before anything was written to it.
  private static func identity(of connection: SQLiteConnection, path: String)
    throws(DatabaseError) -> FileIdentity
  {
    let identity: FileIdentity
    do {
      // One read transaction, so the mark, the version and the tables are read from the same
      // moment: another process may be making the file while this one looks at it.
      identity = try connection.transaction(immediate: false) { try FileIdentity.of($0) }
    } catch let error as SQLiteError where error.isBusy {
      throw .busy(path: path)
    } catch let error as SQLiteError where error.isNotADatabase {
      throw .notADatabase(path: path)
    } catch let error as SQLiteError where error.isCorrupt {
      throw .damaged(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: (error as? SQLiteError)?.message ?? "\(error)")
    }
    switch identity {
    case .foreign: throw .notADatabase(path: path)
    case .empty where !DatabaseFile.isEmptyOrSQLite(path): throw .notADatabase(path: path)
    case .altered: throw .damaged(path: path)
    case .shop(let version, _) where version > Schema.latestVersion:
      throw .newerSchema(path: path, version: version, supported: Schema.latestVersion)
    default: return identity
    }
  }

  /// Refuses a file shorter than its own header says: a truncated copy, whose missing pages
  /// SQLite would otherwise find only when a query reached them.
  private static func checkSize(of connection: SQLiteConnection, path: String) throws(DatabaseError)
  {
    guard path != ":memory:" else { return }
    let expected: Int
    do throws(SQLiteError) {
      let pageCount = try connection.integers("PRAGMA page_count").first ?? 0
      let pageSize = try connection.integers("PRAGMA page_size").first ?? 0
      expected = pageCount * pageSize
    } catch  where error.isNotADatabase || error.isCorrupt {
      throw .damaged(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
    var file = stat()
    let actual = stat(path, &file) == 0 ? Int(file.st_size) : 0
    let walExists = access(path + "-wal", F_OK) == 0
    guard actual >= expected || walExists else { throw .damaged(path: path) }
  }

  /// Runs `body` again while another process holds the file in a way SQLite reports at once
  /// rather than waiting out the busy timeout: a first run switching a new file to WAL while
  /// others read it. The steps it guards (reading the header, migrating, configuring) are safe
  /// to repeat. Gives up after about two seconds.
  private static func retryingWhileBusy<Value>(_ body: () throws(DatabaseError) -> Value)
    throws(DatabaseError) -> Value
  {
    // A deadline rather than a count: one attempt may itself wait out the busy timeout.
    let deadline = ContinuousClock.now + .seconds(2)
    while true {
      do {
        return try body()
      } catch .busy(let path) {
        guard ContinuousClock.now < deadline else { throw .busy(path: path) }
        usleep(10_000)
      }
    }
  }

  /// Turns on what a shop file runs with, once it is known to be the shop's: WAL, so readers and
  /// one writer do not block each other, `synchronous = NORMAL` (a commit survives a killed
  /// process; the last ones may not survive the machine losing power), and foreign keys.
  private static func configure(_ connection: SQLiteConnection, path: String)
    throws(DatabaseError)
  {
    do throws(SQLiteError) {
      if path != ":memory:", try connection.texts("PRAGMA journal_mode").first != "wal" {
        try connection.execute("PRAGMA journal_mode = WAL")
      }
      try connection.execute("PRAGMA synchronous = NORMAL")
      try connection.execute("PRAGMA foreign_keys = ON")
    } catch  where error.isBusy {
      throw .busy(path: path)
    } catch {
      throw .cannotOpen(path: path, reason: error.message)
    }
  }
}
