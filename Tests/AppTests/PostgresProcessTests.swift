import Foundation
import PostgresTestServer
import Testing

/// The built `shop` on PostgreSQL (`SHOP_DB=postgresql://…`), each test in a schema of its own on
/// the server `SHOP_TEST_POSTGRES` names: several processes at once on one shop, and the
/// refusals that must write nothing. (The README's tour is walked on PostgreSQL too, by
/// `CheckoutJourneyTests`.)
@Suite(
  "shop on a PostgreSQL server",
  .enabled(if: TestServer.runs, Comment(rawValue: TestServer.skipNote))
)
struct PostgresProcessTests {
  /// A shop on a fresh schema; keep the schema as long as the shop is used.
  private func shop() throws -> (ShopProcess, ScratchSchema) {
    let schema = try ScratchSchema()
    return (ShopProcess(database: schema.url), schema)
  }

  @Test("cart adds from ten processes at once all land in the one cart")
  func cartAdds() async throws {
    let (shop, _) = try shop()
    try await shop.arrange { try await $0.signedIn() }
    let skus = [1, 2, 4, 5].flatMap { ["DAI-00\($0)", "PAN-00\($0)"] } + ["BEV-001", "BEV-002"]
    let statuses = try shop.runTogether(skus.map { CommandLines.line("cart add", $0) })
    #expect(statuses == Array(repeating: 0, count: skus.count))
    #expect(Set(try shop.cartLines().compactMap { $0["sku"] as? String }) == Set(skus))
  }

  @Test("a sign-in among guest cart adds from other processes loses no line")
  func signInAmongCartAdds() throws {
    let (shop, _) = try shop()
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    let skus = [1, 2, 4, 5].flatMap { ["DAI-00\($0)", "PAN-00\($0)"] }
    var commands = skus.map { CommandLines.line("cart add", $0) }
    commands.insert(CommandLines.signIn("ada@example.com"), at: 3)
    #expect(try shop.runTogether(commands) == Array(repeating: 0, count: commands.count))
    #expect(Set(try shop.cartLines().compactMap { $0["sku"] as? String }) == Set(skus))
  }

  @Test("thirty first runs at once on a new schema all succeed, reading and writing")
  func parallelFirstRuns() throws {
    let (shop, _) = try shop()
    let commands = (0..<30).map { index in
      [
        ["products", "--limit", "2"], ["product", "DAI-001"],
        CommandLines.line("cart add", "PAN-001"),
      ][index % 3]
    }
    #expect(try shop.runTogether(commands) == Array(repeating: 0, count: commands.count))
    let products = try #require(try shop.run(["products", "--json"]).json()["products"] as? [Any])
    #expect(!products.isEmpty)
    #expect(try shop.cartLines().first?["quantity"] as? Int == 10)
  }

  @Test("two processes checking out the last unit: exactly one order, and no negative stock")
  func lastUnit() async throws {
    let (shop, schema) = try shop()
    try await shop.arrange { try await $0.readyToCheckOut([("DAI-009", 1)]) }
    try TestServer.execute("UPDATE \(schema.name).products SET stock = 1 WHERE sku = 'DAI-009'")
    let statuses = try shop.runTogether(Array(repeating: CommandLines.checkout, count: 2))
    #expect(statuses.sorted() == [0, 1])
    #expect(try shop.orders().count == 1)
    #expect(try shop.stock(of: "DAI-009") == 0)
  }

  @Test("four checkouts of one cart at once place exactly one order")
  func checkouts() async throws {
    let (shop, _) = try shop()
    let stockBefore = try shop.stock(of: "DAI-009")
    try await shop.arrange { try await $0.readyToCheckOut([("DAI-009", stockBefore)]) }
    let statuses = try shop.runTogether(Array(repeating: CommandLines.checkout, count: 4))
    #expect(statuses.filter { $0 == 0 }.count == 1)
    #expect(statuses.allSatisfy { [0, 1].contains($0) })
    #expect(try shop.orders().count == 1)
    #expect(try shop.stock(of: "DAI-009") == 0)
  }

  @Test(
    "two shops in two schemas of one database: a terminal signed in on one is signed out on the other, under a token of its own"
  )
  func tokenPerShop() throws {
    let (first, second) = (try ScratchSchema(), try ScratchSchema())
    let shop = ShopProcess(database: first.url)
    // One terminal: one HOME, so one state folder, for both shops.
    func at(_ schema: ScratchSchema) -> [String: String] {
      ["SHOP_DB": schema.url, "HOME": shop.folder.path]
    }
    func tokens(_ schema: ScratchSchema) throws -> Set<String> {
      Set(try TestServer.texts("SELECT token FROM \(schema.name).sessions"))
    }
    #expect(
      try shop.run(CommandLines.signIn("ada@example.com"), environment: at(first)).status == 0)
    #expect(try shop.run(["whoami"], environment: at(second)).stdout.hasPrefix("Not signed in."))
    #expect(
      try shop.run(CommandLines.line("cart add", "DAI-001"), environment: at(second)).status == 0)
    #expect(try shop.run(["whoami"], environment: at(first)).stdout.contains("ada@example.com"))
    let (firstTokens, secondTokens) = (try tokens(first), try tokens(second))
    #expect(firstTokens.count == 1 && secondTokens.count == 1)
    #expect(firstTokens.isDisjoint(with: secondTokens), "one token names a session in both shops")
  }

  @Test(
    "a server that does not answer, a wrong password, a missing database, another app's schema: one sentence, exit 74"
  )
  func refusals() throws {
    let (shop, schema) = try shop()
    try TestServer.execute("CREATE TABLE \(schema.name).invoices (id integer)")
    let missing = try TestServer.url(setting: ["dbname": "no_such_database"])
    // scripts/postgres-server makes the role shop_password, which must give a password.
    let wrongPassword = try TestServer.url(
      setting: ["user": "shop_password", "password": "secret-word"])
    for url in [
      "postgresql://ada:secret-word@/shop?host=/nonexistent-folder", wrongPassword, missing,
      schema.url,
    ] {
      let result = try shop.run(
        ["products"], environment: ["SHOP_DB": url, "HOME": shop.folder.path])
      #expect(result.status == 74, "\(url)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.hasSuffix(" Set SHOP_DB to another URL.\n"), "\(result.stderr)")
      #expect(!result.stderr.contains("secret-word"))
    }
    #expect(
      try TestServer.integers("SELECT count(*) FROM pg_tables WHERE schemaname = '\(schema.name)'")
        == [1])
  }
}

/// Choosing PostgreSQL needs no server to be refused well: this runs everywhere.
@Suite("shop with a PostgreSQL URL and no server")
struct PostgresURLWithoutServerTests {
  @Test("a URL whose server does not answer is one sentence and exit 74, and makes no file")
  func unreachable() throws {
    let shop = ShopProcess()
    let urls = [
      "postgresql://ada:secret-word@/shop?host=/nonexistent-folder",
      "postgres:///shop?host=/nonexistent-folder&connect_timeout=2",
    ]
    for url in urls {
      // Where the URL came from says how to name another.
      let runs: [([String], [String: String], String)] = [
        (
          CommandLines.line("cart add", "DAI-001"), ["SHOP_DB": url],
          " Set SHOP_DB to another URL.\n"
        ),
        (
          ["--db", url] + CommandLines.line("cart add", "DAI-001"), [:],
          " Pass another URL with --db.\n"
        ),
      ]
      for (arguments, variables, advice) in runs {
        let result = try shop.run(
          arguments, environment: variables.merging(["HOME": shop.folder.path]) { $1 })
        #expect(result.status == 74, "\(url)")
        #expect(result.stderr.hasPrefix("Cannot connect to the PostgreSQL server: "))
        #expect(result.stderr.hasSuffix(advice), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("secret-word"))
      }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shop.folder.path).allSatisfy {
        $0.hasPrefix("std")
      })
  }
}

/// libpq's own words never reach standard error beside the shop's: no warning while it
/// connects, and an error is the shop's one sentence, or one JSON object, in plain words.
@Suite(
  "libpq's messages on a PostgreSQL server",
  .enabled(if: TestServer.runs, Comment(rawValue: TestServer.skipNote))
)
struct PostgresMessageTests {
  @Test("a password file others may read gives no warning; a refused role is one JSON object")
  func passwordFileWarning() throws {
    let schema = try ScratchSchema()
    let shop = ShopProcess(database: schema.url)
    let passfile = shop.path("pgpass")
    try Data("nohost:5432:*:*:secret\n".utf8).write(to: URL(fileURLWithPath: passfile))
    #expect(chmod(passfile, 0o644) == 0)
    let environment = [
      "SHOP_DB": schema.url, "HOME": shop.folder.path, "PGPASSFILE": passfile,
    ]

    let worked = try shop.run(["--json", "products", "--limit", "1"], environment: environment)
    #expect(worked.status == 0)
    #expect(worked.stderr.isEmpty, "\(worked.stderr)")

    let url = schema.url.replacingOccurrences(of: "://", with: "://no_such_role@")
    let refused = try shop.run(
      ["--db", url, "--json", "products"], environment: environment)
    #expect(refused.status == 74)
    let error = try refused.errorJSON()["error"] as? [String: Any]
    let message = try #require(error?["message"] as? String)
    #expect(!message.contains("FATAL"))
    #expect(!message.contains("WARNING"))
  }
}
