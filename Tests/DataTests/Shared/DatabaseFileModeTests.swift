import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// The database file holds every terminal's session tokens, so only its owner may read it: a
/// file the shop makes is 0600 and so are the `-wal` and `-shm` beside it, whatever the umask;
/// a shop file of this user's that others may read is made 0600 when it is opened for writing;
/// a mode is never widened, and another app's file is left as it was, mode included.
@Suite("The database file's mode")
struct DatabaseFileModeTests {
  let temporary = TemporaryFile("mode.sqlite")
  var path: String { temporary.path }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
  }

  private func setMode(_ mode: Int) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  /// Opens the file and reads it, which in WAL mode makes the `-wal` and `-shm`; the database
  /// stays open so that they stay there.
  private func opened() throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(path: path)
    #expect(try database.isIntact())
    return database
  }

  @Test("a new database and its -wal and -shm are 0600, where SQLite alone would make 0644")
  func newFile() throws {
    let database = try opened()
    defer { withExtendedLifetime(database) {} }
    for file in [path, path + "-wal", path + "-shm"] {
      #expect(try mode(file) == 0o600, "\(file)")
    }
  }

  @Test(
    "a shop file of this user's that others may read is made 0600, with its -wal and -shm",
    arguments: [0o644, 0o666, 0o640, 0o604, 0o660])
  func looseFile(loose: Int) throws {
    do { _ = try opened() }
    try setMode(loose)
    let database = try opened()
    defer { withExtendedLifetime(database) {} }
    for file in [path, path + "-wal", path + "-shm"] {
      #expect(try mode(file) == 0o600, "\(file)")
    }
  }

  @Test("a mode with fewer rights is never widened")
  func neverWidened() throws {
    do { _ = try opened() }
    try setMode(0o600)
    _ = try opened()
    #expect(try mode(path) == 0o600)
  }

  @Test("another app's file keeps its mode")
  func foreignFile() throws {
    do {
      let connection = try SQLiteConnection(path: path)
      try connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    }
    try setMode(0o644)
    #expect(throws: DatabaseError.notADatabase(path: path)) { try SQLiteDatabase(path: path) }
    #expect(try mode(path) == 0o644)
  }
}
