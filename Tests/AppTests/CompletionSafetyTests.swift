import Foundation
import Testing

/// Completion scripts run inside the person's shell, so what they read is data, never code: a
/// category named like a command substitution is offered as that name, runs nothing when TAB is
/// pressed, and runs nothing when the completed line is run.
@Suite("Completion never runs data")
struct CompletionSafetyTests {
  let shop = ShopProcess()

  /// Category names a shell would expand, split or glob if it evaluated them; each one, when
  /// run, leaves a file in the test's `ran` folder.
  private func hostileCategories(marking folder: String) -> [String] {
    [
      "Tins $(touch \(folder)/substitution)", "Tins `touch \(folder)/backticks`",
      "Tins ${HOME} * ?", "Tins 'q\" ; touch \(folder)/semicolon", "Tins \\ $((1+1)) ~ !! #",
      "Tins; touch \(folder)/plain",
    ]
  }

  /// The folder a hostile word leaves a file in if a shell runs it: empty until then.
  private func ranFolder() throws -> String {
    let folder = shop.path("ran")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  private func fillCatalog(with categories: [String]) throws {
    let records = categories.enumerated().map { index, category in
      let name = String(decoding: (try? JSONEncoder().encode(category)) ?? Data(), as: UTF8.self)
      return
        #"{"sku": "H-\#(index)", "name": "Tin", "description": "", "category": \#(name), "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 3}"#
    }
    let feed = shop.path("hostile.json")
    try Data(#"{"products": [\#(records.joined(separator: ","))]}"#.utf8).write(
      to: URL(fileURLWithPath: feed))
    try shop.expectSuccess(CommandLines.line("catalog sync", options: ["--feed", feed]))
  }

  @Test(
    "categories are offered exactly as they are named, and nothing in them runs",
    arguments: CompletingShell.installed)
  func hostileCategoryNames(shell: CompletingShell) throws {
    let ran = try ranFolder()
    let categories = hostileCategories(marking: ran)
    try fillCatalog(with: categories)
    let script = try shop.run(["completion", shell.name]).stdout

    let offered = try shell.offered(
      for: "shop products --category Tins", script: script, in: shop)

    #expect(offered.sorted() == categories.sorted())
    #expect(try FileManager.default.contentsOfDirectory(atPath: ran) == [])
  }

  /// A Tab asks for the categories of the database the line names, spelt either way the parser
  /// reads: asking another would list the wrong ones, and make and fill a database no one named.
  @Test(
    "categories come from the line's --db, however it is spelt, and no other database is made",
    arguments: CompletingShell.installed)
  func lineDatabase(shell: CompletingShell) throws {
    let other = shop.path("other.sqlite")
    let feed = shop.path("other.json")
    try Data(
      #"{"products": [{"sku": "E-1", "name": "Tin", "description": "", "category": "Elsewhere", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 3}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: feed))
    try shop.expectSuccess(
      ["--db", other] + CommandLines.line("catalog sync", options: ["--feed", feed]))
    let script = try shop.run(["completion", shell.name]).stdout

    for line in [
      "shop --db \(other) products --category ", "shop --db=\(other) products --category ",
    ] {
      #expect(try shell.offered(for: line, script: script, in: shop) == ["Elsewhere"], "\(line)")
    }
    #expect(!FileManager.default.fileExists(atPath: shop.databasePath))
  }

  @Test(
    "words typed on the line are passed to shop as they are, never run",
    arguments: CompletingShell.installed)
  func hostileLine(shell: CompletingShell) throws {
    let ran = try ranFolder()
    let script = try shop.run(["completion", shell.name]).stdout

    for typed in ["$(touch \(ran)/db)", "`touch \(ran)/db`", "x;touch \(ran)/db"] {
      _ = try shell.offered(
        for: "shop --db \(typed) products --category ", script: script, in: shop)
      _ = try shell.offered(for: "shop \(typed)", script: script, in: shop)
    }

    #expect(try FileManager.default.contentsOfDirectory(atPath: ran) == [])
  }
}
