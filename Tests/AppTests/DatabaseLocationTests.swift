import Foundation
import Testing

/// The database path is settled before SQLite sees it: an empty one is a usage error, a `file:`
/// name is a file and not a URI, something that is not a regular file is refused without a file
/// made beside it, and nothing is created outside the database's own folders.
@Suite("Where the database is")
struct DatabaseLocationTests {
  let shop = ShopProcess()

  /// Files in `folder`, to see that a refusal made none.
  private func contents(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test("an empty --db or SHOP_DB is a usage error, not the default database")
  func emptyPath() throws {
    let home = ["HOME": shop.folder.path]
    for (arguments, environment) in [
      (["--db", "", "products"], home), (["--db=", "products"], home),
      (["products"], home.merging(["SHOP_DB": ""]) { $1 }),
    ] {
      let result = try shop.run(arguments, environment: environment)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains("empty"))
      #expect(result.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: shop.path(".local")))
  }

  @Test("an existing empty file is a new database: zero bytes hold nothing to lose")
  func emptyFile() throws {
    let path = shop.path("chosen.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let result = try shop.run(["--db", path, "--json", "products", "--limit", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect((try result.json()["products"] as? [Any])?.count == 1)
    let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(16)
    #expect(header == Data("SQLite format 3\0".utf8))
  }

  @Test("a path that looks like an SQLite URI is a file name like any other")
  func uriLookingPath() throws {
    let name = "file:x.sqlite?mode=memory"
    #expect(try shop.runShell("shop --db '\(name)' cart add DAI-001").status == 0)
    let cart = try shop.runShell("shop --db '\(name)' --json cart")
    #expect((try cart.json()["lines"] as? [Any])?.count == 1)
    #expect(FileManager.default.fileExists(atPath: shop.path(name)))
  }

  @Test(
    "a folder, a device or a named pipe is refused with 74, and nothing is made beside it",
    arguments: ["folder", "device", "named pipe"])
  func notARegularFile(kind: String) throws {
    // In a folder of their own: the test's folder also receives each run's captured output.
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    let path: String
    switch kind {
    case "folder":
      path = place + "/a-folder"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case "device":
      path = "/dev/null"
    default:
      path = place + "/a-pipe"
      #expect(mkfifo(path, 0o600) == 0)
    }
    let parent = (path as NSString).deletingLastPathComponent
    let before = try contents(parent)
    for command in [["products"], CommandLines.line("cart add", "DAI-001")] {
      let result = try shop.run(["--db", path] + command)
      #expect(result.status == 74, "\(result.stderr)")
      #expect(result.stderr.contains("is a \(kind), not a database file"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(try contents(parent) == before)
  }

  @Test("--db in a folder that does not exist is refused, naming it, and the folder is not made")
  func missingFolder() throws {
    let folder = shop.path("not/there")
    let result = try shop.run(["--db", folder + "/shop.sqlite", "products"])
    result.expectFailure(74, saying: "The folder \(folder) does not exist")
    #expect(!FileManager.default.fileExists(atPath: shop.path("not")))
  }

  @Test("with HOME missing, nothing is made and the run is refused, naming the home folder")
  func missingHome() throws {
    let home = shop.path("gone")
    let result = try shop.run(["products"], environment: ["HOME": home])
    result.expectFailure(74, saying: "home folder \(home) does not exist")
    #expect(!FileManager.default.fileExists(atPath: home))
  }

  @Test("with XDG_DATA_HOME missing, nothing is made and the run is refused")
  func missingDataHome() throws {
    let dataHome = shop.path("data")
    let result = try shop.run(
      ["products"], environment: ["HOME": shop.folder.path, "XDG_DATA_HOME": dataHome])
    result.expectFailure(74, saying: dataHome)
    #expect(!FileManager.default.fileExists(atPath: dataHome))
    #expect(!FileManager.default.fileExists(atPath: shop.path(".local")))
  }

  @Test("the default folders are made under an existing home, by thirty first runs at once")
  func parallelFirstRuns() throws {
    let commands = (0..<30).map { index in
      index.isMultiple(of: 2) ? ["products", "--limit", "1"] : ["whoami"]
    }
    let statuses = try shop.runTogether(commands, environment: ["HOME": shop.folder.path])
    #expect(statuses == Array(repeating: 0, count: 30))
    #expect(FileManager.default.fileExists(atPath: shop.path(".local/share/shop/shop.sqlite")))
  }
}
