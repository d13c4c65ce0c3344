import Foundation
import Testing

@testable import ShopData

/// The shop opens only its own files. Another app's SQLite file is refused and left byte for
/// byte as it was, journal mode included, whatever its version number or tables look like; a
/// file the shop made before it marked its files is still recognised by its exact schema.
@Suite("Recognising the shop's own files")
struct ForeignFileTests {
  let temporary = TemporaryFile("foreign.sqlite")

  /// One kind of file another app could have left where the shop looks.
  struct ForeignFile: CustomTestStringConvertible, Sendable {
    let sql: String
    let journalMode: String
    /// For a WAL file: whether its app left its write-ahead log unfinished beside it.
    var leavesLog = false
    var testDescription: String {
      "\(journalMode)\(leavesLog ? " with its log" : ""): \(sql.prefix(60))"
    }
  }

  /// Foreign files built from every version number the shop knows (and some it does not), with
  /// tables of their own, with the shop's table names but other columns, and with a subset of
  /// the shop's real schema, in both journal modes.
  static let foreignFiles: [ForeignFile] = {
    var schemas: [String] = []
    for version in [0, 1, 3, Schema.latestVersion, Schema.latestVersion + 1, 99] {
      schemas.append(
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); PRAGMA user_version = \(version)")
      schemas.append(
        "CREATE TABLE products (sku TEXT, price REAL); PRAGMA user_version = \(version)")
    }
    // The shop's first three migrations plus one table of another app's, claiming version 3.
    schemas.append(
      Schema.migrations.prefix(3).map(\.sql).joined(separator: ";\n")
        + "; CREATE TABLE extra (x); PRAGMA user_version = 3")
    // The shop's schema at version 4, claiming version 2.
    schemas.append(
      Schema.migrations.prefix(4).map(\.sql).joined(separator: ";\n") + "; PRAGMA user_version = 2")
    // Another app's mark on an otherwise empty file.
    schemas.append("PRAGMA application_id = 1234; CREATE TABLE t (x)")
    return schemas.flatMap { sql in
      [
        ForeignFile(sql: sql, journalMode: "delete"), ForeignFile(sql: sql, journalMode: "wal"),
        ForeignFile(sql: sql, journalMode: "wal", leavesLog: true),
      ]
    }
  }()

  @Test("another app's SQLite file is refused and left byte for byte", arguments: foreignFiles)
  func foreignFileIsLeftAlone(file: ForeignFile) throws {
    let path = temporary.path
    do {
      let connection = try SQLiteConnection(path: path)
      try connection.execute("PRAGMA journal_mode = \(file.journalMode)")
      try connection.execute(file.sql)
      // An app that has not checkpointed its work leaves its log beside the file.
      if file.leavesLog { connection.checkpointsOnClose(false) }
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let siblings = Self.siblings(of: path)
    let log = try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
    #expect((log?.isEmpty == false) == file.leavesLog)

    #expect(throws: DatabaseError.notADatabase(path: path)) { try SQLiteDatabase(path: path) }

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(Self.siblings(of: path) == siblings)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))) == log)
    let mode = try SQLiteConnection(path: path).texts("PRAGMA journal_mode")
    #expect(mode == [file.journalMode])
  }

  @Test(
    "a file the shop made before it marked its files is recognised and marked",
    arguments: Schema.migrations.map(\.version))
  func unmarkedShopFile(version: Int) throws {
    let path = temporary.path
    do {
      let connection = try SQLiteConnection(path: path)
      for migration in Schema.migrations where migration.version <= version {
        try connection.execute(migration.sql)
      }
      try connection.execute("PRAGMA user_version = \(version)")
    }
    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA application_id") == Schema.applicationID)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
  }

  @Test("thirty connections opening one new file at once all succeed and build it once")
  func parallelFirstOpens() async throws {
    let path = temporary.path
    let outcomes = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<30 {
        group.addTask { @Sendable () async -> String? in
          do throws(DatabaseError) {
            _ = try SQLiteDatabase(path: path)
            return nil
          } catch {
            return error.message
          }
        }
      }
      var failures: [String] = []
      for await failure in group {
        if let failure { failures.append(failure) }
      }
      return failures
    }
    #expect(outcomes == [])
    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    #expect(try database.count("SELECT count(*) FROM sqlite_schema WHERE name = 'products'") == 1)
  }

  /// Which of the files SQLite may keep beside a database exist.
  static func siblings(of path: String) -> [String] {
    ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
  }
}
