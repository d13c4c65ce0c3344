import Foundation
import Testing

/// A terminal that has nowhere to keep its session token (no usable HOME nor XDG_STATE_HOME, or
/// one that does not exist) fails every change that depends on the token with 74 and one
/// sentence, before it changes anything, in one-shot commands and in the interactive session:
/// reported as done, the change would be forgotten by the next command. So does every command
/// only a signed-in customer may run (the wishlist, checkout, orders), rather than say "sign
/// in": nobody can sign in where no token can be kept. Reads that need no token still work, and
/// no folder is made in place of the missing one.
@Suite("A change whose token cannot be kept")
struct TokenNotKeptTests {
  let shop = ShopProcess()

  /// A way of having no home for the token.
  enum NoHome: String, CaseIterable, CustomTestStringConvertible {
    case unset
    case empty
    case relative
    case missingHome
    case missingStateHome

    var testDescription: String { rawValue }
  }

  /// The environment of a terminal with no home of `kind`, on this test's database, run in the
  /// folder `place`.
  private func environment(_ kind: NoHome, place: String) -> [String: String] {
    let database = ["SHOP_DB": shop.databasePath]
    switch kind {
    case .unset: return database
    case .empty: return database.merging(["HOME": "", "XDG_STATE_HOME": ""]) { $1 }
    case .relative: return database.merging(["HOME": "home", "XDG_STATE_HOME": "state"]) { $1 }
    case .missingHome: return database.merging(["HOME": place + "/gone"]) { $1 }
    case .missingStateHome:
      return database.merging(["HOME": place, "XDG_STATE_HOME": place + "/gone"]) { $1 }
    }
  }

  /// A working folder of the test's own, empty, to see that nothing is made in it.
  private func emptyPlace() throws -> String {
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    return place
  }

  /// Every one-shot command (`CommandLines`; the interactive session is tried below), run with a
  /// home of its own and nobody signed in, each with what that run showed: whether it kept a
  /// token (a change that depends on the token), and whether it asked to sign in first (what
  /// serves only a signed-in customer, whose session is the token: with nowhere to keep one,
  /// nobody can sign in, so the answer is that the token cannot be kept, not "sign in"). Found by
  /// running them, not listed, so a new command is held to the rule at once. Each is run twice,
  /// the second run kept: a change anyone may make with no token (one refused when repeated, as
  /// a name used once would be) then shows what it shows from then on, as a list after it does.
  private func commands() throws -> [TriedCommand] {
    let lines = try CommandLines.all().filter { $0 != ["session"] }
    for (index, line) in lines.enumerated() {
      _ = try runAtNewHome(line, named: "first-home-\(index)")
    }
    return try lines.enumerated().map { index, line in
      let (result, tokens) = try runAtNewHome(["--json"] + line, named: "home-\(index)")
      let keepsToken = !((try? FileManager.default.contentsOfDirectory(atPath: tokens)) ?? [])
        .isEmpty
      let error = (try? result.errorJSON())?["error"] as? [String: Any]
      let needsSignIn = error?["suggestion"] as? String == "sign_in"
      return TriedCommand(
        line: line, keepsToken: keepsToken, needsSignIn: needsSignIn, withHome: result)
    }
  }

  /// `arguments` run on this test's database from a new home of its own, `name`: the run, and
  /// the folder a token it keeps is kept in.
  private func runAtNewHome(_ arguments: [String], named name: String) throws
    -> (ShopProcess.Result, tokens: String)
  {
    let home = shop.path(name)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
    let result = try shop.run(
      arguments, environment: ["SHOP_DB": shop.databasePath, "HOME": home])
    return (result, home + "/.local/state/shop")
  }

  /// A command, and what its run with a home showed (`commands()`).
  struct TriedCommand {
    let line: [String]
    let keepsToken: Bool
    let needsSignIn: Bool
    /// Its `--json` run with a home.
    let withHome: ShopProcess.Result
  }

  @Test(
    "changes and a customer's commands fail with 74 and one sentence, reads work, nothing is made",
    arguments: NoHome.allCases)
  func oneShot(kind: NoHome) throws {
    let place = try emptyPlace()
    let environment = environment(kind, place: place)
    let commands = try commands()
    #expect(commands.contains { $0.keepsToken }, "some command changes what the token names")
    #expect(commands.contains { $0.needsSignIn }, "some command serves only a signed-in customer")
    for command in commands {
      for json in [false, true] {
        let result = try shop.run(
          (json ? ["--json"] : []) + command.line, environment: environment, in: place)
        let refused = result.status == 74 && result.stderr.contains("session token cannot be kept")
        if command.keepsToken || command.needsSignIn || refused {
          expectRefused(result, command.line)
        } else if json {
          #expect(result.status == command.withHome.status, "\(command.line): \(result.stderr)")
          #expect(result.stdout == command.withHome.stdout, "\(command.line)")
        }
      }
    }
    let cart = try shop.run(["--json", "cart"], environment: environment, in: place)
    #expect(cart.status == 0, "\(cart.stderr)")
    #expect((try cart.json()["lines"] as? [Any])?.isEmpty == true)
    let whoami = try shop.run(["whoami"], environment: environment, in: place)
    #expect(whoami.status == 0)
    #expect(whoami.stdout.hasPrefix("Not signed in."))
    #expect(try FileManager.default.contentsOfDirectory(atPath: place).isEmpty)
  }

  /// A change refused before it began: 74, one sentence saying why, nothing on standard output.
  private func expectRefused(_ result: ShopProcess.Result, _ line: [String]) {
    #expect(result.status == 74, "\(line): \(result.stderr)")
    #expect(result.stdout.isEmpty, "\(line)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(line): \(result.stderr)")
    #expect(result.stderr.contains("session token cannot be kept"), "\(line): \(result.stderr)")
  }

  @Test(
    "in the interactive session, a sign-in or a cart change is refused the same way",
    arguments: NoHome.allCases)
  func session(kind: NoHome) throws {
    let place = try emptyPlace()
    let typed =
      CommandLines.signInLine("ada@example.com") + "\ncart add DAI-001\nwhoami\ncart\nquit\n"
    let result = try shop.run(
      [], environment: environment(kind, place: place), stdin: typed, in: place)
    #expect(result.status == 0, "\(result.stderr)")
    let refusals = result.stdout.components(separatedBy: "session token cannot be kept").count - 1
    #expect(refusals >= 2, "\(result.stdout)")
    #expect(!result.stdout.contains("Signed in as"), "\(result.stdout)")
    #expect(result.stdout.contains("Not signed in."), "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: place).isEmpty)
  }
}
