import Foundation
import ShopInMemory
import Testing

@testable import ShopCLI

/// Generated command lines: unknown options, missing values, huge and negative numbers, quotes,
/// SQL fragments. The process never crashes and always exits with a documented code, and each
/// kind of mistake gets the one code README.md's table gives it.
@Suite("Generated command lines")
struct ArgumentFuzzTests {
  let shop = ShopProcess()

  static let documentedCodes: Set<Int32> = [0, 1, 64, 65, 66, 74]

  /// Every word of every command, from the specs: a new command is in the mix without an edit.
  static let words = Set(CommandName.all.flatMap(\.words)).sorted()
  /// Every option of every command and the global ones, from the specs, and one that is none.
  static let options =
    Set((CommandName.all.flatMap(\.options) + CommandSpec.globalOptions).map(\.name)).sorted()
    + ["--bogus"]
  static let values =
    options + [
      "DAI-001", "-5", "0", "11", "99999999999999999999999", "-9223372036854775808", "3.5", "", " ",
      "'", "\"",
      "''",
      "'; DROP TABLE products; --", "\" OR 1=1 --", "%", "_", "\\", "ada@example.com", "@", "O-1",
      "nan", "∞", "ÉÈ",
      String(repeating: "A", count: 5_000), "--", "-h",
    ]

  @Test("three hundred generated command lines exit with documented codes")
  func generated() throws {
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
    let add = try shop.run(["cart", "add", "DAI-001", "--quantity", quantity])
    let set = try shop.run(["cart", "set", "DAI-001", quantity])
    for status in [add.status, set.status] {
      #expect(Self.documentedCodes.contains(status) && status != 0)
    }
    #expect(try shop.cartLines().isEmpty)
  }

  /// README.md's exit-code table, one row per kind of mistake.
  enum Mistake: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// The line cannot be read as a command: an unknown word or option, a missing or extra
    /// value, a value that is not of the option's type.
    case unreadable = "cannot be read (64)"
    /// A value of the right type that a rule refuses.
    case refusedValue = "a value a rule refuses (65)"
    /// Something well formed that does not exist.
    case missingThing = "something that does not exist (1)"
    /// A named input file that is not there.
    case missingFile = "a missing input file (66)"

    var testDescription: String { rawValue }

    var exitCode: Int32 {
      switch self {
      case .unreadable: 64
      case .refusedValue: 65
      case .missingThing: 1
      case .missingFile: 66
      }
    }

    /// Twenty command lines of this kind, made from `random`.
    func commandLines(using random: inout SeededRandom) -> [[String]] {
      (0..<20).map { _ in commandLine(using: &random) }
    }

    private func commandLine(using random: inout SeededRandom) -> [String] {
      let word = Self.word(using: &random)
      let choices: [[String]]
      switch self {
      case .unreadable:
        let notWhole = ["ten", "3.5", "1e3", "0x10", "", " 4", "4 ", "--", "½", word]
        let number = notWhole.randomElement(using: &random) ?? "ten"
        choices = [
          ["z" + word], ["--" + word, "products"], ["products", "--" + word],
          ["cart", "add", "DAI-001", "-" + word], ["products", "--limit"],
          ["products", "--search"],
          ["products", "--sort"], ["cart", "add", "DAI-001", "--quantity"],
          ["catalog", "sync", "--feed"], ["orders", "--after"], ["products", "--scenario"],
          ["products", "--db"], ["products", "--limit", number],
          ["cart", "add", "DAI-001", "--quantity", number], ["cart", "set", "DAI-001", number],
          ["products", "--sort", word], ["preview", word], ["--scenario", word, "products"],
          ["--json=" + word, "cart"], ["--trace=" + word, "cart"],
          ["help", "--manual=" + word], ["product", "DAI-001", word],
          ["sign-out", word], ["checkout", word], ["help", "z" + word], ["catalog", word],
          ["catalog"], ["--db", "", "products"], ["catalog", "sync", "--feed", ""],
        ]
      case .refusedValue:
        let huge = "9" + String(repeating: "9", count: Int.random(in: 19...40, using: &random))
        let badSKU =
          ["!!", "a b", "é-1", "A_B", word + "!", String(repeating: "A", count: 40)]
          .randomElement(using: &random) ?? "!!"
        choices = [
          ["product", badSKU], ["cart", "add", badSKU], ["cart", "remove", badSKU],
          ["wishlist", "add", badSKU], ["products", "--after", badSKU], ["order", "!" + word],
          ["order", "cancel", word + " " + word], ["orders", "--after", "#" + word],
          CommandLines.signIn(word), CommandLines.signIn(word + "@"),
          ["cart", "promo", "!" + word],
          ["cart", "promo", String(repeating: "A", count: 21)], ["products", "--limit", "0"],
          ["products", "--limit", "101"], ["products", "--limit", huge],
          ["products", "--limit", "-" + huge], ["cart", "add", "DAI-001", "--quantity", "0"],
          ["cart", "add", "DAI-001", "--quantity", "-1"],
          ["cart", "add", "DAI-001", "--quantity", huge], ["cart", "set", "DAI-001", "-1"],
          ["cart", "set", "DAI-001", huge], ["cart", "set", "DAI-001", "-" + huge],
          ["products", "--search", Array(repeating: word, count: 30).joined(separator: " ")],
        ]
      case .missingThing:
        let sku = "ZZ-" + String(Int.random(in: 1...999_999, using: &random))
        let order = "O-" + String(UInt32.random(in: 0...UInt32.max, using: &random), radix: 16)
        choices = [
          ["product", sku], ["cart", "add", sku], ["cart", "remove", sku],
          ["cart", "set", sku, "1"],
          ["order", order], ["order", "cancel", order],
          ["cart", "promo", "NO" + word.uppercased()],
        ]
      case .missingFile:
        choices = [
          CommandLines.line("catalog sync", options: ["--feed", "/nowhere/" + word + ".json"])
        ]
      }
      let line = choices.randomElement(using: &random) ?? []
      // A line of the other kinds reaches its value only with what its spec requires.
      return self == .unreadable ? line : CommandLines.completed(line)
    }

    /// A short word of lowercase letters.
    private static func word(using random: inout SeededRandom) -> String {
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      return String(
        (0..<Int.random(in: 3...8, using: &random)).compactMap { _ in
          letters.randomElement(using: &random)
        })
    }
  }

  @Test(
    "each kind of mistake gets the exit code of its row in the table", arguments: Mistake.allCases)
  func table(mistake: Mistake) throws {
    var random = SeededRandom(seed: 64 + UInt64(mistake.exitCode))
    for arguments in mistake.commandLines(using: &random) {
      let result = try shop.run(arguments)
      #expect(
        result.status == mistake.exitCode,
        "\(arguments) exited \(result.status), not \(mistake.exitCode): \(result.stderr)")
      #expect(!result.stderr.isEmpty, "\(arguments) failed without saying why")
    }
  }

  @Test("a quantity above the most a cart line holds is a value refused (65), like one below 1")
  func quantityAboveTheLimit() throws {
    for arguments in [
      ["cart", "add", "DAI-001", "--quantity", "11"], ["cart", "set", "DAI-001", "11"],
    ] {
      #expect(try shop.run(arguments).status == 65, "\(arguments)")
    }
    // Within the limit on its own, but past it with what the line holds: the limit refuses (1).
    #expect(try shop.run(["cart", "add", "DAI-001", "--quantity", "6"]).status == 0)
    #expect(try shop.run(["cart", "add", "DAI-001", "--quantity", "6"]).status == 1)
  }

  @Test(
    "help is help: on a group of commands, and never for a command that does not exist",
    arguments: [
      (["catalog", "--help"], 0), (["help", "catalog"], 0), (["catalog", "-h"], 0),
      (["help", "nosuch"], 64), (["help", "cart", "nosuch"], 64), (["nosuch", "--help"], 64),
    ])
  func help(arguments: [String], status: Int) throws {
    let result = try shop.run(arguments)
    #expect(result.status == Int32(status), "\(result.stderr)")
    if status == 0 {
      #expect(result.stdout.contains("Usage: shop catalog sync"))
    } else {
      #expect(result.stdout.isEmpty)
    }
  }
}
