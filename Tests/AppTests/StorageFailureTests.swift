import Foundation
import Testing

@testable import ShopData

/// A storage failure in the middle of a command says which database failed, what happened, and
/// what to do, naming the way the database was chosen (`--db`, `SHOP_DB`): in text and in JSON.
@Suite("Storage failures name their database and a remedy")
struct StorageFailureTests {
  let shop = ShopProcess()

  /// A database whose `products` table is damaged, found by its root page in `sqlite_schema`
  /// (wherever a migration left it): it opens, and a page of 100 products, which must read the
  /// table from its root, finds it malformed.
  private func damagedDatabase() throws -> String {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    let (root, pageSize) = try Self.rootPage(of: "products", in: shop.databasePath)
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: shop.databasePath))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 200))
    try handle.close()
    return shop.databasePath
  }

  /// The page number a table's b-tree starts at, and the file's page size.
  private static func rootPage(of table: String, in path: String) throws -> (Int, Int) {
    let connection = try SQLiteConnection(path: path, mode: .readOnly)
    let root = try connection.integers(
      "SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = '\(table)'")
    let size = try connection.integers("PRAGMA page_size")
    return (try #require(root.first), try #require(size.first))
  }

  @Test(
    "a damaged file mid-command: the file, the damage, restoring a copy, and --db or SHOP_DB",
    arguments: [false, true])
  func damaged(viaEnvironment: Bool) throws {
    let path = try damagedDatabase()
    let environment = ["HOME": shop.folder.path, "SHOP_DB": path]
    let arguments = (viaEnvironment ? [] : ["--db", path]) + ["products", "--limit", "100"]

    let text = try shop.run(arguments, environment: environment)
    #expect(text.status == 74)
    #expect(text.stdout.isEmpty)
    #expect(text.stderr.contains("malformed"))
    #expect(text.stderr.contains(path))
    #expect(text.stderr.contains("Restore a copy"))
    #expect(text.stderr.contains(viaEnvironment ? "SHOP_DB" : "--db"))

    let json = try shop.run(["--json"] + arguments, environment: environment)
    let error = try #require(try json.errorJSON()["error"] as? [String: Any])
    #expect(error["suggestion"] as? String == "restore_database")
    #expect((error["message"] as? String)?.contains(path) == true)
    #expect((error["message"] as? String)?.contains(viaEnvironment ? "SHOP_DB" : "--db") == true)
  }

  @Test("a failure while an empty catalog is filled names its database too, in text and in JSON")
  func failedFill() throws {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    do {
      // The catalog emptied, and every product the fill writes refused.
      let connection = try SQLiteConnection(path: shop.databasePath)
      try connection.execute(
        """
        DELETE FROM products; DELETE FROM search_entries;
        CREATE TRIGGER refuse BEFORE INSERT ON products BEGIN SELECT RAISE(ABORT, 'refused'); END
        """)
    }
    let text = try shop.run(["products"])
    #expect(text.status == 74)
    #expect(text.stderr.contains(shop.databasePath), "\(text.stderr)")
    let json = try shop.run(["--json", "products"])
    let error = try #require(try json.errorJSON()["error"] as? [String: Any])
    #expect((error["message"] as? String)?.contains(shop.databasePath) == true)
  }
}
