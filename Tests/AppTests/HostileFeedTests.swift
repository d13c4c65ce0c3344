import Foundation
import Testing

/// `catalog sync` with feeds the shop cannot use: what it cannot use is refused record by record,
/// and a feed the shop can use nothing of is bad data (65), with nothing changed.
@Suite("Hostile feeds")
struct HostileFeedTests {
  let shop = ShopProcess()

  private func record(
    _ sku: String, name: String = "Thing", currency: String = "EUR", stock: String = "3"
  )
    -> String
  {
    let name = String(decoding: (try? JSONEncoder().encode(name)) ?? Data(), as: UTF8.self)
    return
      #"{"sku": "\#(sku)", "name": \#(name), "description": "", "category": "C", "price": {"amount_minor": 100, "currency": "\#(currency)"}, "stock": \#(stock)}"#
  }

  private func sync(_ records: [String], in shop: ShopProcess) throws -> ShopProcess.Result {
    let path = shop.path("feed-\(UUID().uuidString).json")
    try Data(#"{"products": [\#(records.joined(separator: ","))]}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    return try shop.run(CommandLines.line("catalog sync", options: ["--feed", path]))
  }

  @Test(
    "a feed whose every record is refused exits 65 and changes nothing",
    arguments: [
      ["USD"], ["GBP", "JPY"], ["USD", "USD", "USD"],
    ])
  func everythingRefused(currencies: [String]) throws {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    let before = try shop.run(["products", "--json", "--limit", "100"]).stdout
    let records = currencies.enumerated().map { record("X-\($0.offset)", currency: $0.element) }
    let result = try sync(records, in: shop)
    let rejected =
      records.count == 1 ? "its one record was rejected" : "all \(records.count) were rejected"
    result.expectFailure(65, saying: rejected)
    // The reasons are still shown: they are what the person has to fix.
    #expect(result.stdout.contains("Rejected records:"))
    #expect(result.stdout.contains("price.currency"))
    #expect(try shop.run(["products", "--json", "--limit", "100"]).stdout == before)
  }

  @Test("one unreadable number or control character costs its record, not the feed")
  func oneBadRecord() throws {
    let result = try sync(
      [
        record("OK-1"), record("BIG-1", stock: "1e400"), record("ESC-1", name: "\u{1B}[31mRed"),
        record("CR-1", name: "Hidden\rtext"), record("NUL-1", name: "Cut\u{0}off"), record("-"),
      ], in: shop)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1 added"))
    #expect(result.stdout.contains("5 rejected"))
    #expect(!result.stdout.contains("\u{1B}[31m"))
    #expect(try shop.run(["product", "OK-1"]).status == 0)
    #expect(try shop.run(["product", "ESC-1"]).status == 1)
  }

  @Test(
    "a name or category with nothing to see is refused; one that reorders text is shown escaped",
    arguments: ["\u{200B}", "\u{FEFF}", "\u{202E}\u{2066}", " \u{2028} ", "\u{200D}\u{2060}"])
  func invisibleNames(invisible: String) throws {
    let category = String(
      decoding: (try? JSONEncoder().encode(invisible)) ?? Data(), as: UTF8.self)
    let records = [
      record("NONE-1", name: invisible),
      record("OK-1").replacingOccurrences(
        of: #""category": "C""#, with: #""category": \#(category)"#),
      record("RLO-1", name: "Invoice\u{202E}fdp.exe"),
    ]
    let result = try sync(records, in: shop)
    #expect(result.stdout.contains("1 added"), "\(result.stdout)")
    #expect(result.stdout.contains("2 rejected"))
    // Separators are whitespace: trimmed away, they leave an empty name.
    #expect(
      result.stdout.contains("no visible character") || result.stdout.contains("is empty"))
    let shown = try shop.run(["product", "RLO-1"])
    #expect(shown.stdout.contains("Invoice<U+202E>fdp.exe"))
    #expect(!shown.stdout.unicodeScalars.contains("\u{202E}"))
  }

  @Test("a feed with two products lists is refused whole: the first list is not kept either")
  func twoProductLists() throws {
    let path = shop.path("two-lists.json")
    let feed = #"{"products": [\#(record("TWO-1"))], "products": [\#(record("TWO-2"))]}"#
    try Data(feed.utf8).write(to: URL(fileURLWithPath: path))
    let result = try shop.run(CommandLines.line("catalog sync", options: ["--feed", path]))
    result.expectFailure(65, saying: "two \"products\" lists")
    #expect(try shop.run(["product", "TWO-1"]).status == 1)
  }

  @Test(
    "a feed with text that is not JSON where a record goes is refused whole, as two lists are",
    arguments: ["@@@", #"{"sku": @@@}"#, "tru", ""])
  func notJSON(broken: String) throws {
    let result = try sync([record("OK-1"), broken, record("OK-2")], in: shop)
    result.expectFailure(65, saying: "is not a catalog feed")
    #expect(result.stderr.contains("Nothing was changed."))
    #expect(try shop.run(["product", "OK-1"]).status == 1)
  }

  @Test("a search longer than the limit is refused with 65, stating the limit")
  func longSearch() throws {
    for search in [
      String(repeating: "a", count: 50_000),
      Array(repeating: "jam", count: 1_000).joined(separator: " "),
    ] {
      let result = try shop.run(["products", "--search", search])
      result.expectFailure(65, saying: "up to 200 characters and 20 words")
    }
  }
}
