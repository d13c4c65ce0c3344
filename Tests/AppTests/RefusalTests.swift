import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopCLI
@testable import ShopData

/// A command that reports a refusal changes nothing: after any command that exits 1 (a rule
/// said no), 64 (a usage error) or 65 (a value refused), every table reads exactly as before.
/// The states are built by random valid commands, so each refusal is tried in many carts,
/// sessions and order histories.
@Suite("A refusal changes nothing")
struct RefusalTests {
  let shop = ShopProcess()

  /// Commands that build up state: some succeed, some are refused themselves. Written as typed,
  /// each completed with what its spec requires.
  static let steps: [[String]] = [
    ["cart", "add", "DAI-001"], ["cart", "add", "PAN-002", "--quantity", "3"],
    ["cart", "add", "BEV-002", "--quantity", "5"], CommandLines.signIn("ada@example.com"),
    CommandLines.signIn("grace@example.com"), ["sign-out"], CommandLines.checkout,
    ["cart", "promo", "WELCOME10"],
    ["wishlist", "add", "PAN-001"], ["cart", "set", "DAI-001", "0"],
  ].map { CommandLines.completed($0) }

  /// Commands that are refused in every state, or in the states where they are refused, each
  /// completed with what its spec requires, so a refusal is the rule's and not a usage error.
  static let refusals: [[String]] = [
    ["cart", "add", "NOPE-1"], ["cart", "add", "DAI-003"], ["cart", "add", "USD-1"],
    ["cart", "add", "DAI-001", "--quantity", "11"], ["cart", "set", "DAI-001", "999"],
    ["cart", "set", "USD-1", "1"], ["cart", "remove", "NOPE-1"], ["cart", "promo", "SUMMER24"],
    ["cart", "promo", "NOPE99"], ["cart", "promo", "!"], CommandLines.checkout,
    ["order", "cancel", "NOPE"], ["order", "NOPE"], CommandLines.signIn("not-an-email"),
    CommandLines.signIn("ada@"), ["wishlist", "add", "NOPE-1"], ["wishlist", "move", "DAI-001"],
    ["wishlist", "add", "PAN-001"],
    ["products", "--search", String(repeating: "x ", count: 500)], ["products", "--limit", "0"],
    ["product", "-"], CommandLines.line("catalog sync", options: ["--feed", "/nonexistent.json"]),
  ].map { CommandLines.completed($0) }

  /// Every command of the specs that takes an argument, each argument a value that names nothing
  /// or is none of its kind, so a new command's refusals are tried here with no edit.
  static let namingNothing: [[String]] = CommandName.all.filter { !$0.arguments.isEmpty }.map(
    CommandLines.namingNothing)

  @Test("every refusal, tried in 60 generated states, leaves every table as it was")
  func refusalsChangeNothing() throws {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    try addProductInAnotherCurrency(shop)
    var random = SeededRandom(seed: 11)
    var refusalsSeen = 0
    // Each listed refusal in turn, so every one is tried, in states the random steps vary.
    for round in 0..<60 {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        _ = try shop.run(Self.steps.randomElement(using: &random) ?? [])
      }
      let command = Self.refusals[round % Self.refusals.count]
      let before = try dump(shop)
      let result = try shop.run(command)
      guard [1, 64, 65, 66].contains(result.status) else { continue }
      refusalsSeen += 1
      #expect(try dump(shop) == before, "\(command) exited \(result.status) but changed the data")
    }
    #expect(refusalsSeen >= 40)
  }

  @Test("every command that takes an argument, given one that names nothing, changes nothing")
  func everyCommandNamingNothing() async throws {
    try await shop.arrange { try await $0.placedOrder() }
    try shop.expectSuccess(["cart", "add", "DAI-001"])
    for command in Self.namingNothing {
      let before = try dump(shop)
      let result = try shop.run(command)
      #expect([1, 64, 65, 66].contains(result.status), "\(command) exited \(result.status)")
      #expect(try dump(shop) == before, "\(command) exited \(result.status) but changed the data")
    }
  }

  /// Any text is a name a command that keeps free text may keep, so `NOPE-9` would be kept, not
  /// refused: its line types the empty text, which every rule of the shop's text refuses.
  @Test("a command whose argument is free text it keeps is given the empty text")
  func freeTextArgument() {
    let keepsText = CommandSpec(
      words: ["notes", "add"], arguments: ["TEXT"], summary: "Keep a note.")
    #expect(CommandLines.namingNothing(keepsText) == ["notes", "add", ""])
    let namesAThing = CommandSpec(words: ["cart", "remove"], arguments: ["SKU"], summary: "")
    #expect(CommandLines.namingNothing(namesAThing) == ["cart", "remove", "NOPE-9"])
  }

  @Test("adding a product priced in another currency is refused and stores no line")
  func otherCurrency() throws {
    #expect(try shop.run(["cart", "add", "DAI-001"]).status == 0)
    try addProductInAnotherCurrency(shop)
    let before = try dump(shop)
    let refused = try shop.run(["cart", "add", "USD-1"])
    #expect(refused.status == 1)
    #expect(try dump(shop) == before)
    try shop.expectSuccess(["cart"], ["cart", "add", "DAI-002"])
  }

  /// A product the feed would refuse, written straight into the file as another program could.
  private func addProductInAnotherCurrency(_ shop: ShopProcess) throws {
    let database = SQLDatabase(try SQLiteDatabase(path: shop.databasePath))
    _ = try database.write { connection in
      try connection.run(
        """
        INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
        VALUES ('USD-1', 'Imported', '', 'Pantry', 100, 'USD', 5, 'imported', 'pantry', 'imported ')
        """)
    }
  }

  /// Every row of every table but the analytics log, as text. The log records what happened,
  /// refusals included, by design; it is not the shop's state. A virtual table (the search
  /// index) is read through the tables that store it, since it keeps no rows of its own to scan.
  private func dump(_ shop: ShopProcess) throws -> [String: [String]] {
    let database = SQLDatabase(try SQLiteDatabase(path: shop.databasePath))
    return try database.read { connection in
      let tables = try connection.rows(
        """
        SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> 'analytics_events'
        AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
        """
      ) { row in try row.text(0) }
      var rows: [String: [String]] = [:]
      for table in tables {
        let columns = try connection.rows(
          "SELECT name FROM pragma_table_info(?1)", [.text(table)]
        ) { row in try row.text(0) }
        let row = columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
        rows[table] = try connection.rows("SELECT \(row) FROM \(table) ORDER BY 1") { row in
          try row.text(0)
        }
      }
      return rows
    }
  }
}
