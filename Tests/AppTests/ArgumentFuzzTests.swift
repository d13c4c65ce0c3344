import Foundation
import ShopDoubles
import Testing

/// Generated command lines: unknown options, missing values, huge and negative numbers, quotes,
/// SQL fragments. The process never crashes and always exits with a documented code.
@Suite("Generated command lines")
struct ArgumentFuzzTests {
  static let documentedCodes: Set<Int32> = [0, 1, 64, 65, 66, 74]

  static let words = [
    "products", "product", "cart", "add", "set", "remove", "promo", "checkout", "orders", "order",
    "cancel",
    "sign-in", "sign-out", "whoami", "wishlist", "move", "catalog", "sync", "preview", "help",
  ]
  static let values = [
    "DAI-001", "--quantity", "--limit", "--after", "--search", "--sort", "--category", "--feed",
    "--json", "--bogus",
    "-5", "0", "11", "99999999999999999999999", "-9223372036854775808", "3.5", "", " ", "'", "\"",
    "''",
    "'; DROP TABLE products; --", "\" OR 1=1 --", "%", "_", "\\", "ada@example.com", "@", "O-1",
    "nan", "∞", "ÉÈ",
    String(repeating: "A", count: 5_000), "--db", "--scenario", "--", "-h",
  ]

  @Test("three hundred generated command lines exit with documented codes")
  func generated() throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    var random = SeededRandom(seed: 2_026)
    for _ in 0..<300 {
      var arguments = [Self.words.randomElement(using: &random) ?? "cart"]
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        arguments.append(
          Bool.random(using: &random)
            ? Self.values.randomElement(using: &random) ?? ""
            : Self.words.randomElement(using: &random) ?? "")
      }
      if arguments.contains("--db") || arguments.contains("--feed") { continue }
      let result = try shop.run(arguments)
      #expect(Self.documentedCodes.contains(result.status), "\(arguments) exited \(result.status)")
      if result.status != 0 {
        #expect(!result.stderr.isEmpty, "\(arguments) failed without saying why")
      }
    }
  }

  @Test(
    "quantities out of every range are refused, never crash",
    arguments: ["-1", "0", "11", "-9223372036854775808", "9223372036854775807"])
  func quantities(quantity: String) throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    let add = try shop.run(["cart", "add", "DAI-001", "--quantity", quantity])
    let set = try shop.run(["cart", "set", "DAI-001", quantity])
    for status in [add.status, set.status] {
      #expect(Self.documentedCodes.contains(status) && status != 0)
    }
    #expect((try shop.run(["cart", "--json"]).json()["lines"] as? [Any])?.isEmpty == true)
  }
}
