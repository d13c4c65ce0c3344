import Foundation
import Testing

/// What `shop` says is in plain words: a feed path that cannot be used gets a sentence for what
/// is wrong with it (and a named pipe is refused, not waited on), a path keeps its letters as
/// typed, and neither messages nor the trace show Swift's own spelling of values.
@Suite("Plain words")
struct PlainWordsTests {
  let shop = ShopProcess()

  @Test(
    "a feed path that cannot be read exits 66 with a sentence for what it is",
    arguments: [
      ("missing", "Cannot find"), ("folder", "is a folder, not a feed file"),
      ("named pipe", "is a named pipe, not a feed file"), ("unreadable", "no permission to read"),
    ])
  func unusableFeed(kind: String, sentence: String) throws {
    let feed = shop.path("feed-" + kind.replacingOccurrences(of: " ", with: "-"))
    switch kind {
    case "folder":
      try FileManager.default.createDirectory(atPath: feed, withIntermediateDirectories: false)
    case "named pipe":
      #expect(mkfifo(feed, 0o644) == 0)
    case "unreadable":
      try Data("{}".utf8).write(to: URL(fileURLWithPath: feed))
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: feed)
    default:
      break
    }
    let result = try shop.runUnprivileged(
      CommandLines.line("catalog sync", options: ["--feed", feed]))
    result.expectFailure(66, saying: feed)
    #expect(result.stderr.contains(sentence), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("a feed's path is printed with its letters as typed")
  func pathCaseKept() throws {
    try FileManager.default.createDirectory(
      atPath: shop.path("feeds"), withIntermediateDirectories: false)
    try Data("not json".utf8).write(to: URL(fileURLWithPath: shop.path("feeds/x.json")))
    let sync = CommandLines.line("catalog sync", options: ["--feed", "feeds/x.json"])
    let result = try shop.runShell("shop " + CommandLines.shell(sync))
    #expect(result.status == 65)
    #expect(result.stderr.contains("feeds/x.json"), "\(result.stderr)")
    #expect(!result.stderr.contains("Feeds/"))
  }

  @Test("a rejected record without a SKU is named by its number alone, with no empty \"()\"")
  func recordWithoutSKU() throws {
    let feed = shop.path("feed.json")
    let good =
      #"{"sku": "OK-1", "name": "Fine", "description": "", "category": "Pantry", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}"#
    let blank = good.replacingOccurrences(of: #""OK-1""#, with: #""""#)
    let spaces = good.replacingOccurrences(of: #""OK-1""#, with: #""  ""#)
    try Data(#"{"products": [\#(good), \#(blank), \#(spaces)]}"#.utf8).write(
      to: URL(fileURLWithPath: feed))
    let result = try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("record 2: sku"), "\(result.stdout)")
    #expect(result.stdout.contains("record 3: sku"), "\(result.stdout)")
    #expect(!result.stdout.contains("()") && !result.stdout.contains("(  )"))
  }

  @Test(
    "the trace shows values in plain words, without module names or Optional(…)",
    arguments: [
      ["products", "--limit", "2", "--search", "creme", "--category", "Dairy"],
      ["products", "--sort", "price", "--after", "DAI-001"],
    ])
  func traceWords(arguments: [String]) throws {
    let result = try shop.run(["--trace"] + arguments)
    #expect(result.status == 0)
    #expect(result.stderr.contains("Store<CatalogFeature>.send(.search(CatalogSearch("))
    for spelling in ["ShopPresentation.", "ShopDomain.", "Optional("] {
      #expect(!result.stderr.contains(spelling), "\(spelling) in \(result.stderr)")
    }
  }

  /// A database's URL may be pasted wherever a value is typed; each value the trace repeats of
  /// it, in an intent, a state, a query or a refusal, hides its password as any message does.
  @Test(
    "the trace never shows a password typed into any value",
    arguments: [
      ["products", "--search", "postgresql://ada:s3cret@db/shop"],
      ["products", "--category", "postgresql://ada:s3cret@db/shop"],
      ["product", "postgresql://ada:s3cret@db/shop"],
      CommandLines.signIn("postgresql://ada:s3cret@db/shop"),
      CommandLines.line("cart add", "host=db password=s3cret"),
    ])
  func tracePasswords(arguments: [String]) throws {
    let result = try shop.run(["--trace"] + arguments)
    #expect(result.stderr.contains("send("), "\(result.stderr)")
    #expect(!(result.stdout + result.stderr).contains("s3cret"), "\(result.stderr)")
  }
}
