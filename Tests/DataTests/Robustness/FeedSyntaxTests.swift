import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// A feed that is not JSON somewhere, where a record goes or anywhere else, is not a catalog: it
/// is refused whole, and a sync of it changes nothing on any storage. A record that is JSON but
/// not a product (`42`, `{"sku": 1}`) is a different thing: it is rejected alone.
@Suite("A feed that is not JSON")
struct FeedSyntaxTests {
  private static func product(_ sku: String) -> String {
    #"{"sku": "\#(sku)", "name": "Thing \#(sku)", "description": "", "category": "Tins", "price": {"amount_minor": 150, "currency": "EUR"}, "stock": 3}"#
  }

  private static let promotion =
    #"{"code": "SYNTAX10", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"}, "expires_at": "2030-01-01T00:00:00Z"}"#

  /// Text that is not a JSON value, of every kind the grammar rules out: a stray word, a value
  /// left out, literals and numbers misspelt, quotes JSON does not have, broken escapes, raw
  /// control characters in a string, and objects and lists misbuilt inside a record.
  static let notJSON = [
    "@@@", "", "tru", "nulll", "True", "01", "1.", "-", "+1", ".5", "1e", "1e+", "0x10", "NaN",
    "Infinity", "'A-1'", #""\x""#, #""\u12G4""#, "\"tab\there\"", "\"line\nbreak\"",
    #"{"sku": @@@}"#, #"{sku: "A-1"}"#, #"{"sku" "A-1"}"#, #"{"sku": "A-1",}"#,
    #"{"sku": "A-1" "name": "B"}"#, #"{"a": [1 2]}"#, "[1,]", "[,1]", "[}", #"{"a": 1]"#,
    #"{"a": {"b": 1}"#, #"{"a"}"#, #"{,}"#, "@" + product("Q-1"),
  ]

  /// Where the broken value goes in a feed of two products and a promotion.
  static let positions: [(String, @Sendable (String) -> String)] = [
    ("as the first record", { #"{"products": [\#($0), \#(product("A-1")), \#(product("A-2"))]}"# }),
    ("between records", { #"{"products": [\#(product("A-1")), \#($0), \#(product("A-2"))]}"# }),
    (
      "after the last record",
      { #"{"products": [\#(product("A-1")), \#(product("A-2")), \#($0)]}"# }
    ),
    (
      "among the promotions",
      { #"{"products": [\#(product("A-1"))], "promotions": [\#(promotion), \#($0)]}"# }
    ),
    ("under a key the shop ignores", { #"{"products": [\#(product("A-1"))], "notes": \#($0)}"# }),
  ]

  @Test("a feed with text that is not JSON anywhere is refused whole, saying where")
  func refusedWhole() {
    for (position, feed) in Self.positions {
      for broken in Self.notJSON {
        let text = feed(broken)
        do throws(CatalogError) {
          let batch = try JSONCatalogFeed.decode(Data(text.utf8), name: "feed")
          Issue.record("\(position), \(broken.debugDescription): read as \(batch)")
        } catch {
          guard case .feed(.malformed("feed", let detail)) = error else {
            Issue.record("\(position), \(broken.debugDescription): \(error)")
            continue
          }
          #expect(!detail.isEmpty)
        }
      }
    }
  }

  @Test(
    "lists and objects nested past the grammar's depth are refused, with a stack that stays small")
  func deepNesting() {
    let depth = JSONGrammar.maximumDepth
    for (nested, refused) in [(depth, false), (depth + 1, true), (1_000_000, true)] {
      let value = String(repeating: "[", count: nested) + String(repeating: "]", count: nested)
      let text = #"{"products": [\#(Self.product("A-1")), \#(value)]}"#
      do throws(CatalogError) {
        let batch = try JSONCatalogFeed.decode(Data(text.utf8), name: "feed")
        #expect(!refused, "\(nested) levels were read")
        #expect(batch.entries.count == 1)
      } catch {
        #expect(refused, "\(nested) levels: \(error)")
        guard case .feed(.malformed(_, let detail)) = error else { continue }
        #expect(detail.contains("nest more than \(depth) deep"))
      }
    }
  }

  @Test("a feed cut short anywhere is refused whole")
  func cutShort() {
    let whole = Array(
      #"{"products": [\#(Self.product("A-1")), 12, \#(Self.product("A-2"))], "promotions": [\#(Self.promotion)]}"#
        .utf8)
    for end in 0..<whole.count {
      #expect(throws: CatalogError.self, "cut after \(end) bytes") {
        try JSONCatalogFeed.decode(Data(whole[..<end]), name: "feed")
      }
    }
  }

  @Test("JSON that is not a record is rejected alone; the rest of the feed is read")
  func jsonThatIsNotARecord() throws {
    for value in ["42", "null", "true", #""A-1""#, "[1, 2]", #"{"sku": 1}"#, "-0.5e-3", "{}"] {
      let text = #"{"products": [\#(Self.product("A-1")), \#(value), \#(Self.product("A-2"))]}"#
      let batch = try JSONCatalogFeed.decode(Data(text.utf8), name: "feed")
      #expect(batch.entries.map(\.product.sku.value) == ["A-1", "A-2"], "\(value)")
      #expect(batch.rejections.map(\.record) == [2], "\(value)")
    }
  }

  @Test(
    "syncing a feed that breaks off into text that is not JSON changes nothing",
    arguments: StorageKind.allCases)
  func syncChangesNothing(kind: StorageKind) async throws {
    let repositories = try kind.make()
    _ = try await repositories.products.save(SampleCatalog.products)
    let before = try await repositories.products.page(ProductQuery(size: PageSize(100)))
    // A-1 would be added and DAI-001 changed, before the sync meets the broken value.
    let changed = Self.product("DAI-001")
    for (position, feed) in Self.positions {
      for broken in ["@@@", #"{"sku": @@@}"#, ""] {
        let text = feed(broken).replacingOccurrences(of: Self.product("A-2"), with: changed)
        let feed = JSONCatalogFeed(bytes: Array(text.utf8), name: "feed")
        await #expect(throws: CatalogError.self, "\(position), \(broken)") {
          try await SyncCatalog.run(feed, into: repositories.catalogImporter)
        }
        let after = try await repositories.products.page(ProductQuery(size: PageSize(100)))
        #expect(after == before, "\(position), \(broken)")
        #expect(try await repositories.promotions.all().isEmpty, "\(position), \(broken)")
      }
    }
  }
}
