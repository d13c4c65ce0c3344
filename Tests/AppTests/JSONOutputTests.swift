import Foundation
import Testing

@testable import ShopCLI

/// `--json` is data, held to `docs/json/shop.schema.json`: every command's document on success,
/// and the one error object on standard error on failure, with standard output then empty.
@Suite("JSON output")
struct JSONOutputTests {
  let shop = ShopProcess()
  let schema: JSONSchema

  init() throws {
    schema = try JSONSchema(file: PackageRoot.file("docs/json/shop.schema.json"))
  }

  /// The problems of a document printed by a command against its definition.
  private func problems(_ text: String, _ definition: String) throws -> [String] {
    let value = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    let schema = try #require(self.schema.definition(definition), "no definition \(definition)")
    return self.schema.problems(value, against: schema)
  }

  /// Gives `shop` a signed-in customer with one order placed, a cart with a promotion ready to
  /// check out, and a wishlist; returns the order's id.
  private func prepare(_ shop: ShopProcess) async throws -> String {
    let order = try await shop.arrange { states in
      let order = try await states.placedOrder([("DAI-001", 1), ("PAN-002", 1)])
      try await states.readyToCheckOut([("DAI-002", 8)], promotion: "WELCOME10")
      _ = try await states.savedForLater(["PAN-001"])
      return order
    }
    return order.id.value
  }

  @Test("the schema says nothing its check does not read")
  func everyKeywordRead() {
    #expect(schema.unreadKeywords() == [])
    let ranged = JSONSchema(root: [
      "$defs": ["review": ["properties": ["stars": ["type": "integer", "minimum": 1]]]]
    ])
    #expect(ranged.unreadKeywords() == ["#/$defs/review/properties/stars/minimum"])
  }

  @Test("every command's success document matches its definition")
  func successes() async throws {
    let id = try await prepare(shop)
    let cases: [([String], String)] = [
      (["products", "--limit", "3"], "products"), (["products", "--search", "zzz"], "products"),
      (["product", "DAI-001"], "product_detail"), (["cart"], "cart"),
      (["cart", "add", "BEV-001"], "cart"), (["cart", "remove", "BEV-001"], "cart"),
      (["cart", "promo", "WELCOME10"], "cart"), (["cart", "remove-promo"], "cart"),
      (["wishlist", "add", "DAI-004"], "wishlist"),
      (["wishlist", "move", "DAI-004"], "wishlist"),
      (["wishlist", "remove", "PAN-001"], "wishlist"),
      (["cart", "set", "DAI-002", "9"], "cart"), (["wishlist"], "wishlist"),
      (["orders"], "orders"), (["order", id], "order_detail"), (["whoami"], "account"),
      (["order", "cancel", id], "order_detail"), (CommandLines.checkout, "order_detail"),
      (CommandLines.signIn("ada@example.com"), "account"),
      (CommandLines.line("catalog sync"), "catalog_sync"), (["categories"], "categories"),
      (["promotions"], "promotions"), (["promotions", "--limit", "1"], "promotions"),
      (["promotions", "--after", "WELCOME10"], "promotions"), (["sign-out"], "account"),
      (["whoami"], "account"),
      (["cart"], "cart"),
    ]
    for (typed, definition) in cases {
      let arguments = CommandLines.completed(typed)
      let result = try shop.run(arguments + ["--json"])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(try problems(result.stdout, definition) == [], "\(arguments)")
      #expect(result.stderr.isEmpty, "\(arguments)")
    }
    // A command gets a case here with its document: `preview`'s are its screens' (below), and
    // `completion` and `help` print text, never a document.
    let covered = Set(cases.compactMap { CommandName.command(startingWith: $0.0) })
    let missing = CommandName.allCases.filter { !covered.contains($0) }
    #expect(missing == [.preview, .completion, .help], "no case for \(missing)")
  }

  /// Each preview screen and the definition of its data; `previewScreens` fails until a new
  /// screen is here.
  static let previewDocuments = [
    ("catalog", "products"), ("product", "product_detail"), ("cart", "cart"),
    ("checkout", "cart"), ("wishlist", "wishlist"), ("orders", "orders"),
    ("order", "order_detail"), ("confirmation", "order_detail"), ("sign-in", "account"),
  ]

  @Test("every preview screen's data is checked below")
  func previewScreens() {
    #expect(
      Set(Self.previewDocuments.map(\.0)) == Set(PreviewScreen.allCases.map(\.rawValue)))
  }

  @Test(
    "a preview with --json prints its screen's data, as the command for that screen does",
    arguments: previewDocuments)
  func previews(screen: String, definition: String) throws {
    let result = try shop.run(["preview", screen, "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try problems(result.stdout, definition) == [])
  }

  /// Every kind's object is held to the schema by `ErrorKindTests`; these are failures of the
  /// screens and the parser, one of each way a command can end in one.
  @Test("a failure of each screen prints nothing on standard output and one error object")
  func failures() throws {
    let cases: [[String]] = [
      ["product", "NOPE-1"], ["cart", "add", "DAI-003"],
      ["cart", "add", "DAI-001", "--quantity", "11"],
      CommandLines.checkout, ["orders"], ["order", "!!"], ["cart", "promo", "SUMMER24"],
      ["frobnicate"],
      ["products", "--limit", "0"],
      CommandLines.line("catalog sync", options: ["--feed", "/nonexistent.json"]),
      CommandLines.signIn("nobody"), ["--db", "", "products"],
    ]
    for arguments in cases {
      let result = try shop.run(arguments + ["--json"])
      #expect(result.status != 0, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments) printed \(result.stdout)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(arguments): \(result.stderr)")
      #expect(try problems(String(lines.first ?? ""), "error") == [], "\(arguments)")
    }
  }

  @Test("the same command with other data prints the same keys")
  func stableKeys() async throws {
    #expect(try shop.run(CommandLines.signIn("grace@example.com")).status == 0)
    let before = try ["cart", "orders", "whoami", "wishlist"].map {
      try keyPaths(shop.run([$0, "--json"]).stdout)
    }
    let full = ShopProcess()
    _ = try await prepare(full)
    let after = try ["cart", "orders", "whoami", "wishlist"].map {
      try keyPaths(full.run([$0, "--json"]).stdout)
    }
    for (empty, filled) in zip(before, after) {
      // An empty list has no elements to show keys; every key it shows is in the full one.
      #expect(empty.isSubset(of: filled))
      #expect(empty.filter { !$0.contains("[]") } == filled.filter { !$0.contains("[]") })
    }
  }

  /// Every key of a document as a path, arrays as `[]`: `lines[].unit_price.minor_units`.
  private func keyPaths(_ text: String) throws -> Set<String> {
    func walk(_ value: Any, _ path: String) -> Set<String> {
      if let object = value as? [String: Any] {
        return object.reduce(into: Set<String>()) { paths, entry in
          let child = path.isEmpty ? entry.key : "\(path).\(entry.key)"
          paths.insert(child)
          paths.formUnion(walk(entry.value, child))
        }
      }
      if let array = value as? [Any] {
        return array.reduce(into: Set<String>()) { $0.formUnion(walk($1, path + "[]")) }
      }
      return []
    }
    return walk(try JSONSerialization.jsonObject(with: Data(text.utf8)), "")
  }
}
