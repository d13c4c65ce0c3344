import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A name the shop is given as bytes that are not UTF-8 (`caf\xe9` in Latin-1), in any argument
/// or any variable it reads, is refused with 64 and one sentence naming where it was given,
/// never repeating it, and nothing is made: read as a Swift String it would be another name
/// (`caf\u{FFFD}`), and another file would be made and filled. A name that is UTF-8 is used
/// byte for byte, composed or not.
@Suite("Names that are not UTF-8")
struct ByteNameTests {
  let shop = ShopProcess()

  /// "café" in Latin-1: not UTF-8.
  static let latin1 = Array("caf".utf8) + [0xE9]
  /// The name Swift would read it as.
  static let repaired = "caf\u{FFFD}"

  /// One place a name is given, and the name a refusal says.
  struct Given: CustomTestStringConvertible, Sendable {
    let named: String
    /// The arguments and the environment, in the folder `place` (a path, as bytes).
    let run:
      @Sendable (_ place: [UInt8]) -> (arguments: [[UInt8]], environment: [(String, [UInt8])])
    var testDescription: String { named }
  }

  /// The name in `place`, as bytes.
  static func inside(_ place: [UInt8], _ name: [UInt8]) -> [UInt8] {
    place + Array("/".utf8) + name
  }

  static let everywhere: [Given] = [
    Given(named: "--db") { place in
      (
        ShopProcess.text("--db") + [latin1 + Array(".sqlite".utf8)] + ShopProcess.text("orders"),
        [("HOME", place)]
      )
    },
    Given(named: "--db") { place in
      (
        [Array("--db=".utf8) + inside(place, latin1 + Array(".sqlite".utf8))]
          + ShopProcess.text("cart", "add", "DAI-001"), [("HOME", place)]
      )
    },
    Given(named: "SHOP_DB") { place in
      (
        ShopProcess.text("cart", "add", "DAI-001"),
        [("HOME", place), ("SHOP_DB", inside(place, latin1 + Array(".sqlite".utf8)))]
      )
    },
    Given(named: "--feed") { place in
      (
        ShopProcess.text("catalog", "sync", "--feed") + [latin1 + Array(".json".utf8)],
        [("HOME", place), ("SHOP_DB", inside(place, Array("shop.sqlite".utf8)))]
      )
    },
    Given(named: "HOME") { place in
      (ShopProcess.text("products"), [("HOME", inside(place, latin1))])
    },
    Given(named: "XDG_DATA_HOME") { place in
      (ShopProcess.text("products"), [("HOME", place), ("XDG_DATA_HOME", inside(place, latin1))])
    },
    Given(named: "XDG_STATE_HOME") { place in
      (
        ShopProcess.text("cart", "add", "DAI-001"),
        [
          ("HOME", place), ("SHOP_DB", inside(place, Array("shop.sqlite".utf8))),
          ("XDG_STATE_HOME", inside(place, latin1)),
        ]
      )
    },
    Given(named: "Argument 2") { place in
      (ShopProcess.text("product") + [latin1], [("HOME", place)])
    },
    Given(named: "SHOP_SCENARIO") { place in
      (ShopProcess.text("products"), [("HOME", place), ("SHOP_SCENARIO", latin1)])
    },
    Given(named: "COLUMNS") { place in
      (ShopProcess.text("products"), [("HOME", place), ("COLUMNS", latin1)])
    },
  ]

  @Test(
    "a name that is not UTF-8 is refused with 64, naming where, and nothing is made",
    arguments: everywhere)
  func refused(given: Given) throws {
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    // Folders under both spellings, so that a name read as the other one has somewhere to go.
    for name in [Self.latin1, Array(Self.repaired.utf8)] {
      #expect(
        mkdir(Self.inside(Array(place.utf8), name).map { CChar(bitPattern: $0) } + [0], 0o700) == 0)
    }
    let before = try contents(place)
    for json in [false, true] {
      let (arguments, environment) = given.run(Array(place.utf8))
      let result = try shop.run(
        bytes: arguments + (json ? ShopProcess.text("--json") : []), environment: environment,
        in: place)
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains(given.named), "\(result.stderr)")
      #expect(result.stderr.contains("UTF-8"), "\(result.stderr)")
      #expect(!result.stderr.contains("caf"), "\(result.stderr)")
      if json {
        let error = try result.errorJSON()["error"] as? [String: Any]
        #expect(error?["kind"] as? String == "usage")
      }
    }
    #expect(try contents(place) == before)
  }

  /// The argument before one that is not UTF-8 names it, but by its option alone: the value of
  /// `--db=…` may be a URL with a password.
  @Test("an argument after --db=URL is named by the option, never by the URL's password")
  func afterADatabaseURL() throws {
    let url = "--db=postgresql://ada:s3cret@db.example/shop"
    let result = try shop.run(
      bytes: ShopProcess.text("product", url) + [Self.latin1], environment: [])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("Argument 3, after --db=…,"), "\(result.stderr)")
    #expect(!result.stderr.contains("s3cret"), "\(result.stderr)")
  }

  @Test("a line typed at the session that is not UTF-8 is refused, and no other file is read")
  func typedLine() throws {
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    // A feed under the name the typed one would be read as.
    let feed = """
      {"products": [{"sku": "NEW-001", "name": "Crêpe pan", "description": "",
        "category": "Household", "price": {"amount_minor": 2999, "currency": "EUR"}, "stock": 4}]}
      """
    try Data(feed.utf8).write(to: URL(fileURLWithPath: place + "/\(Self.repaired).json"))
    let environment = ["HOME": place, "SHOP_DB": place + "/shop.sqlite"]
    let typed = Array("catalog sync --feed ".utf8) + Self.latin1 + Array(".json\nquit\n".utf8)
    let session = try shop.run(
      bytes: [], environment: environment.map { ($0.key, Array($0.value.utf8)) }, stdin: typed,
      in: place)
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.contains("That line is not valid UTF-8"), "\(session.stdout)")
    let product = try shop.run(["product", "NEW-001"], environment: environment, in: place)
    #expect(product.status == 1, "\(product.stdout)")
  }

  @Test("a name that is UTF-8 is used byte for byte, composed or decomposed")
  func utf8ByteForByte() throws {
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    // "café" composed (é is one code point) and decomposed (e and a combining accent): equal as
    // Swift Strings, two names to the file system.
    let composed = Array("caf\u{E9}.sqlite".utf8)
    let decomposed = Array("cafe\u{301}.sqlite".utf8)
    for name in [composed, decomposed] {
      let result = try shop.run(
        bytes: ShopProcess.text("--db") + [name] + ShopProcess.text("cart", "add", "DAI-001"),
        environment: [("HOME", Array(place.utf8))], in: place)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let names = try rawContents(place)
    #expect(names.contains(composed) && names.contains(decomposed), "\(names)")
  }

  @Test("a database reached through a link whose target is not UTF-8 is written, not read-only")
  func linkToLatin1() throws {
    let place = shop.path("place")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
    let target = Self.latin1 + Array(".sqlite".utf8)
    #expect(symlink(target.map { CChar(bitPattern: $0) } + [0], place + "/link.sqlite") == 0)
    for _ in 0..<2 {
      let result = try shop.run(
        ["--db", "link.sqlite", "cart", "add", "DAI-001"], environment: ["HOME": place],
        in: place)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let cart = try shop.run(
      ["--db", "link.sqlite", "--json", "cart"], environment: ["HOME": place], in: place)
    let lines = try cart.json()["lines"] as? [[String: Any]]
    #expect(lines?.first?["quantity"] as? Int == 2, "\(cart.stdout)")
  }

  /// Every path below `folder`, for seeing that a refusal made nothing.
  private func contents(_ folder: String) throws -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  /// The names in `folder` as the file system holds them.
  private func rawContents(_ folder: String) throws -> [[UInt8]] {
    guard let listing = opendir(folder) else { return [] }
    defer { closedir(listing) }
    var names: [[UInt8]] = []
    while let entry = readdir(listing) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) })
    }
    return names
  }
}
