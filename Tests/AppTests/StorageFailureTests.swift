import Foundation
import Testing

/// A storage failure in the middle of a command says which database failed, what happened, and
/// what to do, naming the way the database was chosen (`--db`, `SHOP_DB`): in text and in JSON.
@Suite("Storage failures name their database and a remedy")
struct StorageFailureTests {
  let shop = ShopProcess()

  /// A database whose pages past the first few are overwritten: it opens, and a page of 100
  /// products, which reads every product of the seeded catalog, finds them malformed.
  private func damagedDatabase() throws -> String {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: shop.databasePath))
    let size = try handle.seekToEnd()
    for offset in stride(from: UInt64(3 * 4_096), to: size, by: 4_096) {
      try handle.seek(toOffset: offset + 100)
      try handle.write(contentsOf: Data(repeating: 0xFF, count: 200))
    }
    try handle.close()
    return shop.databasePath
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
}
