import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// Thousands of generated malformed feeds: decoding never crashes; it gives valid products with
/// every bad record rejected by record and field, or refuses the file as a whole.
@Suite("Malformed feeds")
struct MalformedFeedTests {
  static var validRecord: [String: Any] {
    [
      "sku": "T-1", "name": "Thing", "description": "", "category": "Test",
      "price": ["amount_minor": 100, "currency": "EUR"], "stock": 3,
    ]
  }

  /// Values of every JSON type, and strange ones of the right type.
  static var oddValues: [Any] {
    [
      NSNull(), 0, -1, 1.5, Int.max, Int.min, true, "", " ", "ten", [], [1, 2],
      ["amount_minor": "x"],
      String(repeating: "é", count: 10_000), "'; DROP TABLE products; --", "\u{0}",
      [String: Any](),
    ]
  }

  @Test("records with wrong types, missing keys, odd values and repeats are rejected one by one")
  func mutatedRecords() async throws {
    var random = SeededRandom(seed: 42)
    for _ in 0..<2_000 {
      var records: [[String: Any]] = []
      for index in 0..<Int.random(in: 1...5, using: &random) {
        records.append(mutate(Self.validRecord, sku: "T-\(index % 3)", using: &random))
      }
      let bytes = try JSONSerialization.data(withJSONObject: ["products": records])
      let batch = try JSONCatalogFeed.decode(bytes, name: "generated")
      #expect(batch.entries.count + batch.rejections.count == records.count)
      for rejection in batch.rejections {
        #expect(!rejection.field.isEmpty && !rejection.reason.isEmpty)
        #expect((1...records.count).contains(rejection.record))
      }
      let shop = InMemoryShop(products: [], promotions: [])
      let feed = JSONCatalogFeed(bytes: [UInt8](bytes), name: "generated")
      let report = try await SyncCatalog.run(feed, into: shop.catalogImporter)
      #expect(report.saved.added + report.rejections.count == records.count)
    }
  }

  @Test("bytes that are not a feed are refused as a whole, never a crash")
  func garbage() {
    var random = SeededRandom(seed: 7)
    var samples: [Data] = [
      Data(), Data([0xFF, 0xFE, 0x00]), Data("{\"products\": [".utf8),
      Data("{\"products\": {}}".utf8),
      Data("{\"products\": [\"\\ud800\"]}".utf8), Data(repeating: 0x5B, count: 100_000),
      Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8),
      Data(
        ("{\"products\": " + String(repeating: "[", count: 5_000)
          + String(repeating: "]", count: 5_000) + "}").utf8),
    ]
    for _ in 0..<1_000 {
      samples.append(
        Data(
          (0..<Int.random(in: 0...200, using: &random)).map { _ in
            UInt8.random(in: 0...255, using: &random)
          }))
    }
    for bytes in samples {
      do throws(CatalogError) {
        let batch = try JSONCatalogFeed.decode(bytes, name: "generated")
        #expect(batch.entries.isEmpty)
      } catch {
        guard case .feed(.malformed("generated", let detail)) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(!detail.isEmpty)
      }
    }
  }

  @Test("invalid UTF-8 inside a record's text rejects that record, which is not stored")
  func invalidUTF8() throws {
    var bytes = Data(#"{"products": [{"sku": "T-1", "name": "Cr"#.utf8)
    bytes.append(contentsOf: [0xC3, 0x28])
    bytes.append(
      contentsOf: Data(
        #"me", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "EUR"}, "stock": 1}]}"#
          .utf8))
    let batch = try JSONCatalogFeed.decode(bytes, name: "generated")
    #expect(batch.entries.isEmpty)
    #expect(batch.rejections.map(\.record) == [1])
  }

  private func mutate(_ record: [String: Any], sku: String, using random: inout SeededRandom)
    -> [String: Any]
  {
    var mutated = record
    mutated["sku"] = sku
    let keys = Array(record.keys).sorted()
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      mutated.removeValue(forKey: keys.randomElement(using: &random) ?? "sku")
    case 1:
      mutated[keys.randomElement(using: &random) ?? "sku"] = Self.oddValues.randomElement(
        using: &random)
    case 2:
      mutated["price"] = [
        "amount_minor": Self.oddValues.randomElement(using: &random) ?? 0, "currency": "EUR",
      ]
    default:
      break
    }
    return mutated
  }
}
