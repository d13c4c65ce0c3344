import Foundation
import Testing

@testable import ShopCLI

/// Every list that pages, walked from the command specs: an `--after` that names nothing in the
/// list is `not_found` (exit 1) in one sentence, never "No more …" with exit 0.
@Suite("An --after that names nothing")
struct PageCursorTests {
  let shop = ShopProcess()

  /// Every command with an `--after`, as `CommandLines` writes it (its arguments given their
  /// samples), and the unknown value its cursor is given (`CommandLines.unknown`); `nil` where
  /// its placeholder has none, which the tests ask for by name.
  static func pagedCommands() throws -> [(words: [String], cursor: String?)] {
    try CommandName.all.compactMap { spec in
      guard let after = spec.options.first(where: { $0.name == "--after" }) else { return nil }
      return (try CommandLines.line(spec), after.value.flatMap { CommandLines.unknown[$0] })
    }
  }

  @Test("every paged list refuses an unknown cursor as not_found, in text and in JSON")
  func everyList() throws {
    #expect(try Self.pagedCommands().count >= 3)
    try shop.expectSuccess(CommandLines.signIn("ada@example.com"))
    for (words, cursor) in try Self.pagedCommands() {
      let cursor = try #require(
        cursor, "\(words): give its --after an unknown value in CommandLines.unknown")
      let text = try shop.run(words + ["--after", cursor])
      text.expectFailure(1, saying: "to continue after")
      #expect(text.stdout.isEmpty, "\(words)")
      #expect(text.stderr.split(separator: "\n").count == 1, "\(words): \(text.stderr)")
      let json = try shop.run(["--json"] + words + ["--after", cursor])
      #expect(json.status == 1, "\(words): \(json.stderr)")
      let error = try json.errorJSON()["error"] as? [String: Any]
      #expect(error?["kind"] as? String == "not_found", "\(words): \(json.stderr)")
      #expect(error?["field"] as? String == "after", "\(words): \(json.stderr)")
    }
  }

  @Test(
    "products refuse an unknown cursor with any search, category and order",
    arguments: [
      [], ["--search", "creme"], ["--search", "oi"], ["--category", "dairy"],
      ["--sort", "price"], ["--search", "sauce", "--category", "pantry", "--sort", "price"],
    ])
  func products(options: [String]) throws {
    let result = try shop.run(["products"] + options + ["--after", "AAA-000"])
    result.expectFailure(1, saying: "AAA-000")
    #expect(!result.stdout.contains("No more products."))
  }

  @Test("in the session, every paged list says so too, rather than show another page")
  func session() throws {
    for (words, cursor) in try Self.pagedCommands() {
      let typed = (words + ["--after", try #require(cursor)]).joined(separator: " ")
      let result = try shop.session(typing: [
        CommandLines.signInLine("ada@example.com"), typed, "quit",
      ])
      let shown = result.stdout.components(separatedBy: "> " + typed).last ?? ""
      #expect(shown.contains("--after: There is no "), "\(typed): \(shown)")
    }
  }

  @Test("in the session, the orders continue after the order typed, as the next page says")
  func sessionOrdersContinue() async throws {
    try await shop.arrange { states in
      try await states.placedOrder([("DAI-001", 1)])
      try await states.placedOrder([("DAI-002", 1)])
    }
    let ids = try shop.orders().compactMap { $0["id"] as? String }
    try #require(ids.count == 2)
    let typed = "orders --after \(ids[0])"
    let result = try shop.session(["--db", shop.databasePath], typing: [typed, "quit"])
    let shown = result.stdout.components(separatedBy: "> " + typed).last ?? ""
    #expect(shown.contains(ids[1]) && !shown.contains(ids[0]), "\(shown)")
  }

  @Test("a cursor of the last item ends the list, as before")
  func lastItem() throws {
    let last = try shop.run(["--json", "products", "--limit", "100"]).json()
    let products = try #require(last["products"] as? [[String: Any]])
    let sku = try #require(products.last?["sku"] as? String)
    let result = try shop.run(["products", "--after", sku])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("No more products."))
  }
}
