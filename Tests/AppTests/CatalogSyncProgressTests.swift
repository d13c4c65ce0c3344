import Foundation
import Testing

/// `shop catalog sync` shows how far it has come on standard error, and only where a person
/// watches it: on a terminal. Piped, redirected or with `--json`, standard error carries nothing
/// but errors and standard output nothing but the result.
@Suite("shop catalog sync: progress")
struct CatalogSyncProgressTests {
  let shop = ShopProcess()

  /// A feed of `count` valid products, written into the test's folder.
  private func feed(_ shop: ShopProcess, records count: Int) throws -> String {
    let records = (1...count).map { record in
      """
      {"sku": "GEN-\(record)", "name": "Product \(record)", "description": "", "category": "Pantry",
       "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}
      """
    }
    let path = shop.path("feed.json")
    try Data("{\"products\": [\(records.joined(separator: ",\n"))]}".utf8)
      .write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(
    "with standard error not a terminal, a sync prints its result and no progress",
    arguments: [[], ["--json"]])
  func noProgressOffTheTerminal(options: [String]) throws {
    let feed = try feed(shop, records: 3_000)
    let result = try shop.run(
      CommandLines.line("catalog sync", options: ["--feed", feed]) + options)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(!result.stdout.contains("Syncing"))
    #expect(!result.stdout.contains("\r"))
    #expect(result.stdout.contains("3000 added") || result.stdout.contains("\"added\" : 3000"))
  }

  /// `script` (util-linux) runs `shop` on a pseudo-terminal, as a person at a terminal would,
  /// and copies what it printed there, standard output and error together.
  static var hasScript: Bool {
    #if os(Linux)
      FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
    #else
      false
    #endif
  }

  @Test(
    "on a terminal, the progress is written over itself, then wiped before the result",
    .enabled(if: hasScript))
  func progressOnATerminal() throws {
    let feed = try feed(shop, records: 3_000)
    let sync = CommandLines.shell(CommandLines.line("catalog sync", options: ["--feed", feed]))
    let result = try shop.runShell("script -qfec \"shop \(sync)\" /dev/null")
    #expect(result.status == 0)
    let lines = result.stdout.components(separatedBy: "\r")
    // How many steps are drawn depends on how fast the feed is read: at least one, each with
    // its percent and records, never going back.
    let frames = lines.filter { $0.hasPrefix("Syncing") }
    let percents = frames.compactMap { frame in
      frame.wholeMatch(of: /Syncing the catalog: (\d+)% \((1 record|[\d,]+ records)\)\./)
        .flatMap { Int($0.1) }
    }
    #expect(!frames.isEmpty)
    #expect(percents.count == frames.count)
    #expect(percents == percents.sorted())
    let wiped = try #require(lines.firstIndex { $0.hasPrefix("Catalog synced") })
    #expect(wiped > 1 && lines[wiped - 1].allSatisfy { $0 == " " })
    #expect(lines[wiped].hasPrefix("Catalog synced: 3000 added"))
  }
}
