import Foundation
import Testing

@testable import ShopCLI

/// What a person typed comes back in a message at most as a short prefix: a 100 KB value, in
/// any argument or option of any command, gives a short error, never a 100 KB one.
@Suite("Typed values are echoed short")
struct EchoTests {
  let shop = ShopProcess()

  /// Long enough that any message repeating it whole would be obvious.
  static let huge = String(repeating: "Z", count: 100_000)
  static let hugeNumber = String(repeating: "9", count: 100_000)
  /// The most a one-sentence error may print, usage line included.
  static let shortError = 1_000

  /// One letter under 10,000 combining marks: one character of 20 KB.
  static let heavyCharacter = "Z" + String(repeating: "\u{0301}", count: 10_000)
  /// 65 characters of 800 marks each, 104 KB: as much as one argument may hold (128 KB).
  static let heavyArgument = String(
    repeating: "Z" + String(repeating: "\u{0301}", count: 800), count: 65)
  /// 65 characters of 10,000 marks each, 1.3 MB: typed into a session, or held by a feed.
  static let heavyLine = String(repeating: heavyCharacter, count: 65)

  static var lines: [[String]] { lines(with: [huge, hugeNumber]) }

  /// Every command line that puts one of `values` in one place: each argument of each command,
  /// each option's value, an unknown command, an unknown option, and the global options.
  static func lines(with values: [String]) -> [[String]] {
    var lines: [[String]] = values.flatMap { huge in
      [[huge], ["--\(huge)"], ["--scenario", huge, "cart"], ["help", huge]]
    }
    for spec in CommandName.all where !["completion", "help"].contains(spec.words[0]) {
      for value in values {
        let filled = spec.arguments.map { _ in "DAI-001" }
        for index in filled.indices {
          var arguments = filled
          arguments[index] = value
          lines.append(spec.words + arguments)
        }
        for option in spec.options where option.value != nil {
          lines.append(spec.words + filled + [option.name, value])
        }
        lines.append(spec.words + filled + [value])
      }
    }
    return lines
  }

  @Test("no error repeats a huge value whole, in text or in JSON")
  func shortErrors() throws {
    try expectShortErrors(Self.lines)
  }

  /// Run signed in, so a command kept for a customer takes the value as far as it goes: a
  /// text kept and printed back whole after a success is held short by a bound in bytes of its
  /// own, for one character here is 20 KB, within any bound counted in characters.
  @Test("no refusal or success repeats a value heavy with marks beyond its bound in bytes")
  func heavyCharacters() async throws {
    try await shop.arrange { states in try await states.signedIn() }
    try expectShortErrors(Self.lines(with: [Self.heavyCharacter, Self.heavyArgument]))
  }

  @Test("a session line of 65 characters of 10,000 marks each is echoed short")
  func heavySessionLine() throws {
    let result = try shop.session(typing: [Self.heavyLine, "cart add " + Self.heavyLine, "quit"])
    #expect(result.stdout.utf8.count < 10 * Self.shortError, "\(result.stdout.utf8.count) bytes")
    #expect(result.stderr.utf8.count < Self.shortError, "\(result.stderr.utf8.count) bytes")
  }

  @Test("a feed's values heavy with marks come back short in the rejections")
  func heavyFeedValues() throws {
    let heavy = Self.heavyCharacter
    let records = [
      #"{"sku": "\#(heavy)", "name": "N", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "EUR"}, "stock": 1}"#,
      #"{"sku": "A-1", "name": "N", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "\#(heavy)"}, "stock": 1}"#,
      #"{"sku": "A-2", "name": "N", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "EUR"}, "stock": 1, "\#(heavy)": {"\#(heavy)": 1, "\#(heavy)": 2}}"#,
    ]
    let promotion =
      #"{"code": "\#(heavy)", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"}, "expires_at": "2030-01-01T00:00:00Z"}"#
    let feed = shop.path("heavy.json")
    try Data(
      #"{"products": [\#(records.joined(separator: ","))], "promotions": [\#(promotion)]}"#.utf8
    ).write(to: URL(fileURLWithPath: feed))
    for json in [false, true] {
      let result = try shop.run(
        (json ? ["--json"] : []) + CommandLines.line("catalog sync", options: ["--feed", feed]))
      #expect(result.stdout.contains(json ? "rejected" : "Rejected records:"), "\(result.stderr)")
      #expect(result.stdout.utf8.count < 4 * Self.shortError, "\(result.stdout.utf8.count) bytes")
      #expect(result.stderr.utf8.count < Self.shortError, "\(result.stderr.utf8.count) bytes")
    }
  }

  private func expectShortErrors(_ lines: [[String]]) throws {
    for arguments in lines {
      for json in [false, true] {
        let result = try shop.run((json ? ["--json"] : []) + arguments)
        let shown = arguments.map { $0.utf8.count > 100 ? "<\($0.utf8.count) bytes>" : $0 }
        #expect(
          result.stderr.utf8.count < Self.shortError,
          "\(shown): \(result.stderr.utf8.count) bytes on standard error")
        #expect(result.stdout.utf8.count < Self.shortError * 10, "\(shown)")
      }
    }
  }

  /// A search and a category that fold to words the catalog has fill a page, whose next-page
  /// line repeats them whole: their own bounds, counted in scalars, refuse them first.
  @Test("a search or a category heavy with marks or unseen characters is refused, not repeated")
  func heavyFilters() throws {
    let marks = String(repeating: "\u{0301}", count: 50_000)
    let unseen = String(repeating: "\u{200B}", count: 20_000)
    for line in [
      ["products", "--search", "a" + marks], ["products", "--category", "Pantry" + unseen],
    ] {
      let result = try shop.run(line)
      #expect(result.status == 65, "\(line[1])")
      #expect(result.stdout.utf8.count + result.stderr.utf8.count < Self.shortError, "\(line[1])")
    }
  }

  @Test("a state folder named by a huge variable is named short when no token can be kept there")
  func hugeStateFolder() throws {
    let environment = [
      "SHOP_DB": shop.databasePath, "HOME": shop.folder.path, "XDG_STATE_HOME": "/" + Self.huge,
    ]
    let result = try shop.run(CommandLines.line(.cartAdd, "DAI-001"), environment: environment)
    #expect(result.status == 74, "\(result.stderr.prefix(200))")
    #expect(result.stderr.utf8.count < Self.shortError, "\(result.stderr.utf8.count) bytes")
  }

  @Test("a session line of 10 MB is answered with a short sentence")
  func hugeSessionLine() throws {
    let line = String(repeating: "x", count: 10_000_000)
    let result = try shop.session(typing: [line, "quit"])
    #expect(result.stdout.utf8.count < 100_000)
    #expect(result.stderr.utf8.count < Self.shortError)
  }
}
