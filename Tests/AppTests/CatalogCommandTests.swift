import Foundation
import Testing

/// The catalog commands of the built binary, end to end on a real database file.
@Suite("shop products, shop product")
struct CatalogCommandTests {
  let shop = ShopProcess()

  @Test("a first run creates the database, fills it from the bundled catalog and shows page one")
  func firstRun() throws {
    #expect(!FileManager.default.fileExists(atPath: shop.databasePath))
    let result = try shop.run([])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("Products, by name"))
    #expect(result.stdout.contains("Next page: `next`"))
    #expect(FileManager.default.fileExists(atPath: shop.databasePath))
  }

  @Test("the default database lives in XDG_DATA_HOME/shop when no --db or SHOP_DB is given")
  func defaultLocation() throws {
    let dataHome = shop.path("data")
    // The data folder must exist; `shop` makes only its own folder inside it.
    try FileManager.default.createDirectory(atPath: dataHome, withIntermediateDirectories: false)
    let result = try shop.run(
      ["products", "--limit", "1"],
      environment: ["XDG_DATA_HOME": dataHome, "HOME": shop.folder.path])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: dataHome + "/shop/shop.sqlite"))
  }

  @Test("--db wins over SHOP_DB")
  func databaseOption() throws {
    let other = shop.path("other.sqlite")
    let result = try shop.run(["--db", other, "products", "--limit", "1"])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: other))
    #expect(!FileManager.default.fileExists(atPath: shop.databasePath))
  }

  @Test("search ignores case and accents: creme finds Crème")
  func accentInsensitiveSearch() throws {
    let result = try shop.run(["products", "--search", "CREME"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Crème fraîche"))
    #expect(result.stdout.contains("End of the list."))
  }

  @Test("--json prints data with stable snake_case keys and no display bookkeeping")
  func jsonOutput() throws {
    let json = try shop.run(["products", "--search", "jalapeno", "--json"]).json()
    let products = try #require(json["products"] as? [[String: Any]])
    #expect(products.count == 2)
    #expect(products.allSatisfy { ($0["name"] as? String)?.contains("Jalapeño") == true })
    #expect(Set(products[0].keys) == ["sku", "name", "description", "category", "price", "stock"])
    let price = try #require(products[0]["price"] as? [String: Any])
    #expect(Set(price.keys) == ["minor_units", "currency", "display"])
    #expect(json["is_loading"] == nil)
    #expect(json.keys.contains("next_cursor"))
  }

  @Test("following next_cursor walks the whole catalog once", arguments: ["name", "price"])
  func keysetPagesCoverTheCatalog(sort: String) throws {
    var seen: [String] = []
    var cursor: String?
    repeat {
      let after = cursor.map { ["--after", $0] } ?? []
      let json = try shop.run(["products", "--sort", sort, "--limit", "7", "--json"] + after).json()
      let products = try #require(json["products"] as? [[String: Any]])
      seen += products.compactMap { $0["sku"] as? String }
      cursor = json["next_cursor"] as? String
    } while cursor != nil && seen.count < 1_000
    #expect(seen.count == 60)
    #expect(Set(seen).count == seen.count)
  }

  @Test("a category filter ignores case")
  func categoryFilter() throws {
    let json = try shop.run(["products", "--category", "dairy", "--limit", "100", "--json"]).json()
    let products = try #require(json["products"] as? [[String: Any]])
    #expect(products.count == 10)
    #expect(products.allSatisfy { $0["category"] as? String == "Dairy" })
  }

  @Test("shop product SKU shows one product, in any case")
  func showProduct() throws {
    let result = try shop.run(["product", "dai-001"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Crème fraîche  (DAI-001)"))
    #expect(result.stdout.contains("€2.49"))
  }

  @Test("an unknown SKU exits 1 with one sentence on stderr")
  func unknownSKU() throws {
    let result = try shop.run(["product", "NOPE-404"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("NOPE-404"))
  }

  @Test(
    "an invalid value exits 65",
    arguments: [
      ["products", "--limit", "0"], ["products", "--after", "not a sku"], ["product", "@@"],
    ])
  func invalidValue(arguments: [String]) throws {
    let result = try shop.run(arguments)
    #expect(result.status == 65)
    #expect(!result.stderr.isEmpty)
  }

  @Test("SQL in a search is searched as text")
  func sqlIsText() throws {
    let injected = try shop.run(["products", "--search", "'; DROP TABLE products; --"])
    #expect(injected.status == 0)
    #expect(injected.stdout.contains("No products match"))
    let after = try shop.run(["products", "--limit", "1", "--json"]).json()
    #expect((after["products"] as? [Any])?.count == 1)
  }

  @Test("categories and promotions list what exists, so nobody has to guess")
  func offers() throws {
    let categories = try shop.run(["categories"])
    #expect(categories.status == 0)
    #expect(categories.stdout.contains("  Dairy\n"))
    let promotions = try shop.run(["promotions"])
    #expect(promotions.status == 0)
    let lines = promotions.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains("WELCOME10") && $0.contains("10% off from €20.00") })
    #expect(lines.contains { $0.contains("SUMMER24") && $0.contains("expired on") })
  }
}
