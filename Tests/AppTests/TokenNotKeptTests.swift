import Foundation
import Testing

/// A terminal that has nowhere to keep its session token (no usable HOME nor XDG_STATE_HOME, or
/// one that does not exist) fails every change that depends on the token with 74 and one
/// sentence, before it changes anything, in one-shot commands and in the interactive session:
/// reported as done, the change would be forgotten by the next command. Reads that need no
/// token still work, and no folder is made in place of the missing one.
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

  /// Every command whose effect depends on the terminal's token.
  static let changes: [[String]] = [
    ["sign-in", "ada@example.com"], ["cart", "add", "DAI-001"], ["cart", "set", "DAI-001", "2"],
    ["cart", "remove", "DAI-001"], ["cart", "promo", "WELCOME10"], ["cart", "promo", "--remove"],
    ["wishlist", "add", "DAI-001"], ["wishlist", "remove", "DAI-001"],
    ["wishlist", "move", "DAI-001"], ["checkout"], ["order", "cancel", "O-12345678"],
    ["sign-out"],
  ]

  @Test(
    "every change fails with 74 and one sentence, reads work, and nothing is made",
    arguments: NoHome.allCases)
  func oneShot(kind: NoHome) throws {
    let place = try emptyPlace()
    let environment = environment(kind, place: place)
    #expect(try shop.run(["products"], environment: environment, in: place).status == 0)
    for change in Self.changes {
      for json in [false, true] {
        let result = try shop.run(
          (json ? ["--json"] : []) + change, environment: environment, in: place)
        #expect(result.status == 74, "\(change): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(change)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(change): \(result.stderr)")
        #expect(
          result.stderr.contains("session token cannot be kept"), "\(change): \(result.stderr)")
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

  @Test(
    "in the interactive session, a sign-in or a cart change is refused the same way",
    arguments: NoHome.allCases)
  func session(kind: NoHome) throws {
    let place = try emptyPlace()
    let typed = "sign-in ada@example.com\ncart add DAI-001\nwhoami\ncart\nquit\n"
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
