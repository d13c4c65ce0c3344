import Foundation
import Testing

/// A database name is read before anything opens it: a URL is a URL however its scheme is
/// written, its password is never repeated, and a name SQLite keeps for a database that is not a
/// file is refused before anything is made.
@Suite("Database names that are not files")
struct DatabaseNameTests {
  let shop = ShopProcess()

  /// Runs `command` with the database named `name`, through `--db` and through `SHOP_DB`, as
  /// text and as JSON, in a folder of its own; each result with the names the folder holds after.
  private func runs(naming name: String, _ command: [String] = ["products"]) throws
    -> [(result: ShopProcess.Result, folder: [String])]
  {
    var runs: [(ShopProcess.Result, [String])] = []
    for json in [false, true] {
      let flags = json ? ["--json"] : []
      for viaEnvironment in [false, true] {
        let place = shop.path("place-\(runs.count)")
        try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
        let arguments = viaEnvironment ? flags + command : ["--db", name] + flags + command
        let environment = [
          "HOME": shop.folder.path, "SHOP_DB": viaEnvironment ? name : shop.databasePath,
        ]
        let result = try shop.run(arguments, environment: environment, in: place)
        runs.append((result, try FileManager.default.contentsOfDirectory(atPath: place)))
      }
    }
    return runs
  }

  /// URLs with a password: another scheme is a usage error that names the accepted ones; the
  /// PostgreSQL schemes, in any case, are tried on port 1, where no server answers (74).
  @Test(
    "a URL is read by its scheme in any case, and its password is never shown",
    arguments: [
      (" postgresql://ada:s3cret@localhost/shop", 64),
      ("postgresql:/ada:s3cret@localhost/shop", 64),
      ("pgsql://ada:s3cret@localhost/shop", 64), ("mysql://ada:s3cret@localhost/shop", 64),
      ("file:///ada:s3cret@localhost/shop", 64), ("\tPOSTGRES://ada:s3cret@localhost/shop", 64),
      ("PostgreSQL://ada:s3cret@127.0.0.1:1/shop", 74),
      ("POSTGRES://ada:s3cret@127.0.0.1:1/shop", 74),
      ("postgreSQL://ada:s3cret@127.0.0.1:1/shop?sslmode=disable", 74),
    ] as [(String, Int32)])
  func urls(url: String, status: Int32) throws {
    for (result, folder) in try runs(naming: url) {
      #expect(result.status == status, "\(result.stderr)")
      #expect(result.stderr.contains(status == 64 ? "postgresql://" : "PostgreSQL server"))
      #expect(!(result.stdout + result.stderr).contains("s3cret"))
      #expect(folder == [])
    }
  }

  @Test(
    "a path shaped almost like a URL is a file whose password-like part is never shown",
    arguments: [
      "postgresql//ada:s3cret@localhost/shop", "ada:s3cret@localhost/shop",
      "nowhere/dbname=shop password=s3cret", "nowhere/password=s3cret and password=s3cret",
    ])
  func almostURLs(path: String) throws {
    for (result, _) in try runs(naming: path) {
      #expect(result.status == 74, "\(result.stderr)")
      #expect(!(result.stdout + result.stderr).contains("s3cret"))
    }
  }

  @Test(
    "libpq's key=value form is refused, naming no password, and nothing is made",
    arguments: ["host=localhost password=s3cret", " dbname=shop user=ada password=s3cret"])
  func connectionStrings(name: String) throws {
    for (result, folder) in try runs(naming: name) {
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stderr.contains("postgresql:// URL"))
      #expect(!(result.stdout + result.stderr).contains("s3cret"))
      #expect(folder == [])
    }
  }

  @Test(
    "names SQLite keeps for databases that are not files are refused, and nothing is made",
    arguments: [":memory:", ":MEMORY:", ":Memory:", " ", "   ", "\t", ":other"])
  func specialNames(name: String) throws {
    for (result, folder) in try runs(naming: name, CommandLines.checkout) {
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(folder == [])
    }
  }
}
