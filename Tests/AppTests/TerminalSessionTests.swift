import Foundation
import PostgresTestServer
import Testing

/// Two terminals on one database, as two people would use them: each keeps its session token in
/// its own state folder (`XDG_STATE_HOME`), so a sign-in, a sign-out, a cart or a checkout in one
/// never shows in the other. Run on an SQLite file and on a PostgreSQL server.
@Suite("Two terminals on one database")
struct TerminalSessionTests {
  /// The environment of the terminal called `name` on `shop`'s database, its state folder made
  /// (the shop makes its own folder only inside one that exists).
  private func terminal(_ name: String, on shop: ShopProcess) throws -> [String: String] {
    let state = shop.folder.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    return ["SHOP_DB": shop.databasePath, "HOME": shop.folder.path, "XDG_STATE_HOME": state]
  }

  /// The walk of two people on one shop, run at terminals A and B of `shop`: Ada at A starts
  /// ready to check out.
  private func walk(_ shop: ShopProcess) async throws {
    let (a, b) = (try terminal("a", on: shop), try terminal("b", on: shop))
    func run(_ arguments: [String], at terminal: [String: String]) throws -> ShopProcess.Result {
      let result = try shop.run(arguments, environment: terminal)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return result
    }
    func cart(at terminal: [String: String]) throws -> [String] {
      let lines = try run(["cart", "--json"], at: terminal).json()["lines"] as? [[String: Any]]
      return (lines ?? []).compactMap { $0["sku"] as? String }
    }
    try await shop.arrange(in: a) { try await $0.readyToCheckOut() }
    #expect(try run(["whoami"], at: b).stdout.hasPrefix("Not signed in."))
    #expect(try cart(at: b).isEmpty)
    _ = try run(CommandLines.signIn("bob@example.com"), at: b)
    #expect(try run(["whoami"], at: a).stdout.contains("ada@example.com"))
    #expect(try cart(at: a) == ["DAI-001"])
    #expect(try cart(at: b).isEmpty)
    _ = try run(CommandLines.checkout, at: a)
    #expect(try (run(["orders", "--json"], at: b).json()["orders"] as? [Any])?.isEmpty == true)
    _ = try run(["sign-out"], at: a)
    #expect(try run(["whoami"], at: b).stdout.contains("bob@example.com"))
    // Two signed-out terminals have two guest carts.
    let (c, d) = (try terminal("c", on: shop), try terminal("d", on: shop))
    _ = try run(CommandLines.line("cart add", "DAI-002"), at: c)
    _ = try run(CommandLines.line("cart add", "DAI-004"), at: d)
    #expect(try cart(at: c) == ["DAI-002"])
    #expect(try cart(at: d) == ["DAI-004"])
  }

  @Test("on an SQLite file, each terminal is its own visitor")
  func sqlite() async throws {
    try await walk(ShopProcess())
  }

  @Test(
    "on a PostgreSQL server, each terminal is its own visitor",
    .enabled(if: TestServer.runs, Comment(rawValue: TestServer.skipNote)))
  func postgres() async throws {
    let schema = try ScratchSchema()
    try await walk(ShopProcess(database: schema.url))
  }

  @Test("the token file is 0600 in a folder of 0700, and no output ever holds the token")
  func tokenFile() throws {
    let shop = ShopProcess()
    let a = try terminal("a", on: shop)
    let signIn = try shop.run(["--trace"] + CommandLines.signIn("ada@example.com"), environment: a)
    #expect(signIn.status == 0, "\(signIn.stderr)")
    let folder = shop.folder.appendingPathComponent("a/shop").path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files.count == 1, "\(files)")
    let file = folder + "/" + (files.first ?? "")
    #expect(try permissions(folder) == 0o700)
    #expect(try permissions(file) == 0o600)
    let token = try String(contentsOfFile: file, encoding: .utf8)
      .trimmingCharacters(in: .newlines)
    #expect(token.count == 64)
    var outputs = [signIn.stdout, signIn.stderr]
    for arguments in [
      ["whoami"], ["--json", "whoami"], ["--trace"] + CommandLines.line("cart add", "DAI-001"),
    ] {
      let result = try shop.run(arguments, environment: a)
      outputs += [result.stdout, result.stderr]
    }
    #expect(outputs.allSatisfy { !$0.contains(token) })
    #expect(try shop.run(["whoami"], environment: a).stdout.contains("ada@example.com"))
  }

  @Test(
    "a token file that is garbage, empty or a token the database does not know means signed out",
    arguments: ["not a token\n", String(repeating: "a", count: 64) + "\n", ""])
  func unusableTokenFile(contents: String) throws {
    let shop = ShopProcess()
    let a = try terminal("a", on: shop)
    #expect(try shop.run(CommandLines.signIn("ada@example.com"), environment: a).status == 0)
    let folder = shop.folder.appendingPathComponent("a/shop").path
    let file = folder + "/" + (try FileManager.default.contentsOfDirectory(atPath: folder)[0])
    try contents.write(toFile: file, atomically: false, encoding: .utf8)
    let whoami = try shop.run(["whoami"], environment: a)
    #expect(whoami.status == 0)
    #expect(whoami.stdout.hasPrefix("Not signed in."))
    #expect(whoami.stderr.isEmpty)
    // Signing in again keeps a new token, and the customer's cart is theirs as before.
    #expect(try shop.run(CommandLines.signIn("ada@example.com"), environment: a).status == 0)
    #expect(try shop.run(["whoami"], environment: a).stdout.contains("ada@example.com"))
  }

  @Test("the interactive session and one-shot commands in one terminal are one visitor")
  func sessionSharesTheToken() throws {
    let shop = ShopProcess()
    let (a, b) = (try terminal("a", on: shop), try terminal("b", on: shop))
    #expect(try shop.run(CommandLines.signIn("ada@example.com"), environment: a).status == 0)
    let typed = "whoami\ncart add DAI-001\nquit\n"
    #expect(try shop.run([], environment: a, stdin: typed).stdout.contains("ada@example.com"))
    let cart = try shop.run(["cart", "--json"], environment: a).json()["lines"] as? [[String: Any]]
    #expect((cart ?? []).compactMap { $0["sku"] as? String } == ["DAI-001"])
    #expect(!(try shop.run([], environment: b, stdin: typed).stdout.contains("ada@example.com")))
  }

  @Test("a token that cannot be kept is one sentence naming its folder, and nothing is stored")
  func tokenNotKept() throws {
    let shop = ShopProcess()
    // A file where the state folder would be: no user, root included, can make a folder there.
    let blocked = shop.folder.appendingPathComponent("blocked").path
    try "".write(toFile: blocked, atomically: false, encoding: .utf8)
    var a = try terminal("a", on: shop)
    a["XDG_STATE_HOME"] = blocked
    for json in [false, true] {
      let result = try shop.run(
        (json ? ["--json"] : []) + CommandLines.line("cart add", "DAI-001"), environment: a)
      #expect(result.status == 74)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("session token cannot be kept in \(blocked)/shop"))
      #expect(!result.stderr.contains("SHOP_DB"), "\(result.stderr)")
    }
    a["XDG_STATE_HOME"] = shop.folder.appendingPathComponent("free").path
    let cart = try shop.run(["cart", "--json"], environment: a).json()["lines"] as? [Any]
    #expect(cart?.isEmpty == true)
  }

  @Test("a first use by several commands at once keeps one token, and every line lands")
  func firstUseTogether() throws {
    let shop = ShopProcess()
    let a = try terminal("a", on: shop)
    let skus = ["DAI-001", "DAI-002", "DAI-004", "DAI-005", "PAN-001", "PAN-002"]
    #expect(try shop.run(["products"], environment: a).status == 0)
    let statuses = try shop.runTogether(
      skus.map { CommandLines.line("cart add", $0) }, environment: a)
    #expect(statuses.allSatisfy { $0 == 0 })
    let lines =
      try shop.run(["cart", "--json"], environment: a).json()["lines"] as? [[String: Any]]
    #expect(Set((lines ?? []).compactMap { $0["sku"] as? String }) == Set(skus))
  }

  private func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
  }
}
