import Foundation
import PostgresTestServer
import Testing

/// The built `shop` on a PostgreSQL database another role uses too. That role has a schema of
/// its own in which it shadows the operators and functions the shop's SQL names
/// (`ScratchRole.shadows`), and puts it on the shop's search path ahead of `pg_catalog`, in each
/// way a path is set: none of its shadows ever runs, and the shop works as ever. A shop schema
/// another role may create in is refused before anything is written.
@Suite(
  "shop on PostgreSQL beside another role",
  .enabled(if: TestServer.runs, Comment(rawValue: TestServer.skipNote))
)
struct PostgresOtherRoleTests {
  /// Where the search path the shop's connection arrives with is set.
  enum PathSetting: String, CaseIterable, CustomTestStringConvertible {
    /// In the URL's `options`.
    case url
    /// On the role the shop signs in as: `ALTER ROLE … SET search_path`.
    case role
    /// On the shop's database: `ALTER DATABASE … SET search_path`.
    case database

    var testDescription: String { rawValue }
  }

  /// The shop's URL with `other`'s schema, full of shadows, on its search path after the shop's
  /// schema and before `pg_catalog`, set as `setting` says; and the URL of the database holding
  /// the shadows.
  private func hostilePath(_ setting: PathSetting, of other: ScratchRole) throws
    -> (shop: String, shadows: String)
  {
    switch setting {
    case .url:
      let schema = try ScratchSchema()
      try other.shadow()
      let path = "-csearch_path=\(schema.name),\(other.name),pg_catalog"
      return (try TestServer.url(setting: ["options": path]), try TestServer.url(setting: [:]))
    case .role:
      let shopRole = try ScratchRole(login: true)
      let schema = try ScratchSchema()
      try other.shadow()
      try TestServer.execute(
        """
        ALTER SCHEMA \(schema.name) OWNER TO \(shopRole.name);
        ALTER ROLE \(shopRole.name) SET search_path = \(schema.name), \(other.name), pg_catalog
        """)
      return (try shopRole.url(), try TestServer.url(setting: [:]))
    case .database:
      let database = try ScratchDatabase()
      try TestServer.execute(on: database.url, "CREATE SCHEMA shop_here")
      try other.shadow(in: database.url)
      try TestServer.execute(
        "ALTER DATABASE \(database.name) SET search_path = shop_here, \(other.name), pg_catalog")
      return (database.url, database.url)
    }
  }

  @Test(
    "another role's schema ahead of pg_catalog on the path: none of its shadows runs, and search, cart, sign-in, checkout and orders work",
    arguments: PathSetting.allCases)
  func shadowsNeverRun(setting: PathSetting) async throws {
    let other = try ScratchRole()
    let (url, shadows) = try hostilePath(setting, of: other)
    let shop = ShopProcess(database: url)

    let search = try shop.run(["products", "--search", "creme"])
    #expect(search.status == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Crème fraîche"))
    #expect(!search.stdout.contains("Olive oil"), "a search that matched everything")
    try await shop.arrange { try await $0.readyToCheckOut([("DAI-001", 2)]) }
    try shop.expectSuccess(CommandLines.checkout, ["orders"], ["sign-out"])
    let ran = try other.shadowsThatRan(in: shadows)
    #expect(ran.isEmpty, "the shadows that ran: \(Set(ran).sorted())")
  }

  @Test(
    "a shop schema another role may create in, or the other role's schema first on the path, is refused: one sentence, exit 74, nothing written",
    arguments: [
      "GRANT CREATE ON SCHEMA %shop TO %other", "GRANT CREATE ON SCHEMA %shop TO PUBLIC",
      "path %other, %shop",
    ])
  func refused(change: String) throws {
    let other = try ScratchRole()
    try other.shadow()
    let schema = try ScratchSchema()
    var url = schema.url
    if change.hasPrefix("path ") {
      url = try TestServer.url(setting: ["options": "-csearch_path=\(other.name),\(schema.name)"])
    } else {
      try TestServer.execute(
        change.replacingOccurrences(of: "%shop", with: schema.name)
          .replacingOccurrences(of: "%other", with: other.name))
    }
    let shop = ShopProcess(database: url)
    let result = try shop.run(["products"])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("may create"), "\(result.stderr)")
    #expect(
      try TestServer.integers(
        "SELECT count(*) FROM pg_class WHERE relnamespace = '\(schema.name)'::regnamespace")
        == [0])
    #expect(try other.shadowsThatRan() == [])
  }
}
