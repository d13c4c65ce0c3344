import Foundation
import Testing

@testable import ShopCLI

/// Output fits 80 columns, long names are shortened rather than wrapped, and there is no colour
/// off a terminal or with NO_COLOR.
@Suite("Terminal manners")
struct TerminalMannersTests {
  let shop = ShopProcess()

  @Test(
    "every line fits 80 columns",
    arguments: [
      ["products", "--limit", "100"], ["preview", "cart"], ["preview", "order"],
      ["preview", "orders"], ["--help"],
    ])
  func fitsEightyColumns(arguments: [String]) throws {
    let result = try shop.run(arguments)
    let long = result.stdout.split(separator: "\n").filter { $0.count > 80 }
    #expect(long.isEmpty, "lines over 80 columns: \(long)")
  }

  @Test("every command's --help, and every group's, fits 80 columns on either front end")
  func helpFitsEightyColumns() {
    let groups = Set(CommandName.all.map { $0.words[0] }).compactMap(CommandName.group(named:))
    for wording in [Wording.oneShot, .session] {
      let helps =
        CommandName.all.map { $0.help(in: wording) } + groups.map { $0.help(in: wording) }
      for help in helps {
        let long = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "lines over 80 columns: \(long)")
      }
    }
  }

  @Test(
    "tables fit the width a script asks for with COLUMNS, narrower or wider than 80",
    arguments: [60, 70, 100, 200])
  func columns(width: Int) throws {
    let environment = [
      "SHOP_DB": shop.databasePath, "HOME": shop.folder.path, "COLUMNS": "\(width)",
    ]
    let result = try shop.run(["products", "--limit", "100"], environment: environment)
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.count <= width }, "a row is wider than \(width)")
    // Wide enough, nothing needs shortening; narrow, the names give way.
    #expect(rows.contains { $0.contains("…") } == (width <= 60))
  }

  @Test("a very long product name is shortened with an ellipsis, at a word")
  func longNames() throws {
    let name =
      "Extraordinarily long artisanal hand-crafted small-batch cold-smoked Himalayan pink sea salt flakes"
    let feed = shop.path("feed.json")
    try Data(
      """
      {"products": [{"sku": "LONG-1", "name": "\(name)", "description": "", "category": "Pantry",
        "price": {"amount_minor": 999, "currency": "EUR"}, "stock": 3}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: feed))
    #expect(try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed])).status == 0)
    let result = try shop.run(["products", "--search", "himalayan"])
    let row = try #require(result.stdout.split(separator: "\n").first { $0.contains("LONG-1") })
    #expect(row.count <= 80)
    #expect(row.contains("…"))
    #expect(!row.contains("hand-crafted small-batch cold-smoked Himalayan pink sea salt flakes"))
  }

  @Test("no escape codes when output is not a terminal, with or without NO_COLOR")
  func noColour() throws {
    for environment in [["NO_COLOR": "1"], [:]] {
      let result = try shop.run(
        ["--scenario", "sample"],
        environment: environment.merging(["HOME": shop.folder.path]) { $1 },
        stdin: "cart\nnope\n")
      #expect(!result.stdout.contains("\u{1B}["))
    }
  }
}
