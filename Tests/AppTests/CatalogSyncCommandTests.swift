import Foundation
import Testing

/// `shop catalog sync` and the refusals that protect the database: bad feeds, missing files,
/// files that are not Shop databases.
@Suite("shop catalog sync, and refused files")
struct CatalogSyncCommandTests {
  let shop = ShopProcess()

  @Test("a feed with bad records adds the good ones and names each rejected record and field")
  func partialFeed() throws {
    let feed = shop.path("feed.json")
    try Data(
      """
      {"products": [
        {"sku": "NEW-001", "name": "Crêpe pan", "description": "", "category": "Household",
         "price": {"amount_minor": 2999, "currency": "EUR"}, "stock": 4},
        {"sku": "NEW-002", "name": "", "description": "", "category": "Household",
         "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 4},
        {"sku": "NEW-003", "name": "Whisk", "description": "", "category": "Household",
         "price": {"amount_minor": 100, "currency": "EUR"}, "stock": "many"}
      ]}
      """.utf8
    ).write(to: URL(fileURLWithPath: feed))
    let result = try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed]))
    #expect(result.status == 0)
    #expect(result.stdout.contains("1 added, 0 updated, 0 unchanged, 2 rejected"))
    #expect(result.stdout.contains("record 2 (NEW-002): name is empty"))
    #expect(result.stdout.contains("record 3 (NEW-003): stock should be a whole number"))
    #expect(try shop.run(["product", "NEW-001"]).status == 0)
  }

  @Test(
    "a long feed repeating early SKUs and a code at its end: the first of each wins, every repeat counted"
  )
  func repeatsFarApart() throws {
    let count = 3_000
    let repeated = 150
    let product = { (number: Int, name: String) in
      """
      {"sku": "GEN-\(number)", "name": "\(name)", "description": "", "category": "Pantry",
       "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}
      """
    }
    let code = """
      {"code": "FAR10", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"},
       "expires_at": "2030-01-01T00:00:00Z"}
      """
    let products =
      (1...count).map { product($0, "Product \($0)") }
      + (1...repeated).map { product($0, "Repeat \($0)") }
    let feed = shop.path("feed.json")
    try Data(
      "{\"products\": [\(products.joined(separator: ","))], \"promotions\": [\(code), \(code)]}"
        .utf8
    ).write(to: URL(fileURLWithPath: feed))
    for (index, expected) in [("added", count), ("unchanged", count)].enumerated() {
      let report = try shop.run(
        ["--json"] + CommandLines.line("catalog sync", options: ["--feed", feed])
      ).json()
      #expect(report[expected.0] as? Int == expected.1, "sync \(index + 1)")
      #expect(report["rejected_count"] as? Int == repeated + 1, "sync \(index + 1)")
      let listed = try #require(report["rejected"] as? [[String: Any]])
      #expect(listed.count == 100)
      #expect(listed.first?["record"] as? Int == count + 1)
      #expect(listed.first?["reason"] as? String == "repeats GEN-1 of record 1")
    }
    let text = try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed])).stdout
    #expect(text.contains("\(repeated + 1) rejected (the first 100 are listed)"))
    let first = try shop.run(["--json", "product", "GEN-1"]).json()
    #expect((first["product"] as? [String: Any])?["name"] as? String == "Product 1")
  }

  @Test("syncing the bundled catalog twice changes nothing the second time")
  func idempotentSync() throws {
    let first = try shop.run(CommandLines.line("catalog sync", options: ["--json"])).json()
    #expect(first["added"] as? Int == 60)
    let second = try shop.run(CommandLines.line("catalog sync", options: ["--json"])).json()
    #expect(second["added"] as? Int == 0)
    #expect(second["unchanged"] as? Int == 60)
  }

  @Test("a feed that is not JSON exits 65 and changes nothing")
  func notJSON() throws {
    _ = try shop.run(["products"])
    let before = try shop.run(["products", "--limit", "100", "--json"]).stdout
    let feed = shop.path("feed.json")
    try Data("<products/>".utf8).write(to: URL(fileURLWithPath: feed))
    let result = try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed]))
    result.expectFailure(65, saying: "not a catalog feed")
    #expect(try shop.run(["products", "--limit", "100", "--json"]).stdout == before)
  }

  @Test("a missing feed file exits 66")
  func missingFeed() throws {
    let result = try shop.run(
      CommandLines.line("catalog sync", options: ["--feed", shop.path("nowhere.json")]))
    result.expectFailure(66, saying: "nowhere.json")
  }

  @Test("a database file that is not SQLite exits 74 and is left byte for byte")
  func notADatabase() throws {
    let bytes = Data("These are my notes, not a database.\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: shop.databasePath))
    let result = try shop.run(["products"])
    result.expectFailure(74, saying: "not a Shop database")
    #expect(try Data(contentsOf: URL(fileURLWithPath: shop.databasePath)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: shop.databasePath + "-wal"))
  }
}
