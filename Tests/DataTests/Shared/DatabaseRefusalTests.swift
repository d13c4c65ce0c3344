import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Opening the database: a new file is made and migrated in WAL mode; a file that is not SQLite,
/// or one from a newer schema, is refused and left byte for byte as it was.
@Suite("Opening the database")
struct DatabaseRefusalTests {
  let temporary = TemporaryFile("open.sqlite")
  var path: String { temporary.path }

  @Test("a new file is migrated to the latest version, in WAL mode")
  func newFile() async throws {
    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    let mode = try SQLDatabase(database).read { connection in
      try connection.rows("PRAGMA journal_mode") { row in try row.text(0) }
    }
    #expect(mode == ["wal"])
  }

  @Test("opening again keeps the data and runs no migration twice")
  func reopen() async throws {
    _ = try await SQLProductRepository(database: SQLDatabase(SQLiteDatabase(path: path))).save([
      try Product(
        sku: SKU("A-1"), name: "A", description: "", category: ProductCategory("C"),
        price: Money(minorUnits: 1, currency: Currency(code: "EUR")), stock: 1)
    ])
    let again = try SQLiteDatabase(path: path)
    #expect(try await SQLProductRepository(database: SQLDatabase(again)).product(SKU("A-1")) != nil)
  }

  @Test(
    "a file that is not SQLite is refused and left untouched, however short",
    arguments: ["name,price\ncreme,2.49\n", "x", "\n", "SQLite", String(repeating: "a", count: 99)])
  func notSQLite(text: String) throws {
    let bytes = Data(text.utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: DatabaseError.notADatabase(path: path)) { try SQLiteDatabase(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
  }

  @Test("a second opening finds the schema current and runs no migration")
  func noMigrationOnReopen() throws {
    let first = try SQLiteDatabase(path: path)
    #expect(first.isNew)
    // Remove something the last migration made: running it again would bring it back. (Not a
    // table: a file missing one of the shop's tables is refused as damaged.)
    try first.execute("DROP INDEX orders_by_customer")
    let objects = try first.count("SELECT count(*) FROM sqlite_schema")

    let second = try SQLiteDatabase(path: path)
    #expect(!second.isNew)
    #expect(try second.count("PRAGMA user_version") == Schema.latestVersion)
    #expect(
      try second.count("SELECT count(*) FROM sqlite_schema WHERE name = 'orders_by_customer'")
        == 0)
    #expect(try second.count("SELECT count(*) FROM sqlite_schema") == objects)
  }

  @Test("an in-memory database is made new and migrated")
  func inMemory() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    #expect(database.isNew)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    #expect(try database.count("SELECT count(*) FROM products") == 0)
  }

  @Test("a database from a newer schema is refused and left untouched")
  func newerSchema() throws {
    do {
      let connection = try SQLiteConnection(path: path)
      try connection.execute(
        "CREATE TABLE future (x); PRAGMA user_version = 99; PRAGMA application_id = \(Schema.applicationID)"
      )
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(
      throws: DatabaseError.newerSchema(path: path, version: 99, supported: Schema.latestVersion)
    ) {
      try SQLiteDatabase(path: path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test("a file that is not SQLite stays refused when opened again")
  func notSQLiteTwice() throws {
    let bytes = Data(repeating: 0x41, count: 8_192)
    try bytes.write(to: URL(fileURLWithPath: path))
    for _ in 0..<2 {
      #expect(throws: DatabaseError.notADatabase(path: path)) { try SQLiteDatabase(path: path) }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }
}
