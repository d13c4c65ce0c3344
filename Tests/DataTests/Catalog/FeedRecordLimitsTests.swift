import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// Feed records the shop cannot use are refused one by one, with the field that is wrong:
/// numbers no one could mean, SKUs of punctuation alone, dates past year 9999, and text that
/// would act on a terminal. One such record never costs the rest of the feed.
@Suite("Feed records the shop cannot use")
struct FeedRecordLimitsTests {
  private func record(sku: String = "T-1", name: String = "Thing", stock: String = "3") -> String {
    #"{"sku": \#(sku.jsonQuoted), "name": \#(name.jsonQuoted), "description": "", "category": "C", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": \#(stock)}"#
  }

  private func promotion(expiry: String) -> String {
    #"{"code": "CODE1", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"}, "expires_at": \#(expiry.jsonQuoted)}"#
  }

  private func read(products: [String], promotions: [String] = []) throws -> CatalogFeedBatch {
    let json =
      #"{"products": [\#(products.joined(separator: ","))], "promotions": [\#(promotions.joined(separator: ","))]}"#
    return try JSONCatalogFeed.decode(Data(json.utf8), name: "feed")
  }

  @Test(
    "a number no Int holds rejects its record alone",
    arguments: ["1e400", "-1e400", "1e19", "99999999999999999999", "1.5"])
  func unrepresentableNumber(stock: String) throws {
    let batch = try read(products: [record(sku: "A-1"), record(sku: "B-2", stock: stock)])
    #expect(batch.entries.map(\.product.sku.value) == ["A-1"])
    #expect(batch.rejections.map(\.record) == [2])
  }

  @Test(
    "a SKU with no letter or digit at either end is rejected", arguments: ["-", "--", "-A", "A-"])
  func punctuationSKU(sku: String) throws {
    let batch = try read(products: [record(sku: sku)])
    #expect(batch.entries.isEmpty)
    #expect(batch.rejections.map(\.field) == ["sku"])
  }

  @Test(
    "a name with a control character is rejected, naming the field",
    arguments: ["\u{1B}[31mRed", "Hidden\rText", "Cut\u{0}off", "Bell\u{7}", "C1\u{9B}31m"])
  func controlCharacters(name: String) throws {
    let batch = try read(products: [record(name: name)])
    #expect(batch.entries.isEmpty)
    #expect(batch.rejections.map(\.field) == ["name"])
    #expect(batch.rejections.first?.reason.contains("control character") == true)
  }

  @Test(
    "an expiry that is not a four-digit-year ISO 8601 date is rejected",
    arguments: [
      "99999-01-01T00:00:00Z", "+2030-01-01T00:00:00Z", "2030-13-01T00:00:00Z",
      "2030-02-30T00:00:00Z", "2030-01-01", "2030-01-01T24:00:00Z", "2030-01-01T00:00:00",
      "2030-01-01T00:00:00+25:00", "soon",
    ])
  func badExpiry(expiry: String) throws {
    let batch = try read(products: [], promotions: [promotion(expiry: expiry)])
    #expect(batch.promotions.isEmpty)
    #expect(batch.rejections.map(\.field) == ["expires_at"])
  }

  @Test("a record larger than the most one may hold is refused alone, and never kept whole")
  func oversizedRecord() throws {
    let huge = String(repeating: "x", count: FeedScanner.maximumRecordBytes + 10)
    let batch = try read(products: [record(sku: "A-1", name: huge), record(sku: "B-2")])
    #expect(batch.entries.map(\.product.sku.value) == ["B-2"])
    #expect(batch.rejections.map(\.field) == ["record"])
    #expect(batch.rejections.first?.reason.contains("larger than 1 MiB") == true)
  }

  @Test("a record of exactly the most one may hold is kept, and one byte more is refused")
  func recordAtTheLimit() throws {
    let empty = record(sku: "A-1", name: "").utf8.count
    let fits = record(
      sku: "A-1", name: String(repeating: "x", count: FeedScanner.maximumRecordBytes - empty))
    let over = record(
      sku: "B-2", name: String(repeating: "x", count: FeedScanner.maximumRecordBytes - empty + 1))
    #expect(fits.utf8.count == FeedScanner.maximumRecordBytes)
    let batch = try read(products: [fits, over])
    #expect(batch.entries.map(\.product.sku.value) == ["A-1"])
    #expect(batch.rejections.map(\.record) == [2])
  }

  @Test(
    "a record many times the limit is held in at most the limit and a byte, and the feed read on")
  func recordBytesAreBounded() throws {
    let huge = record(sku: "A-1", name: String(repeating: "x", count: 8 * (1 << 20)))
    let feed = #"{"products": [\#(huge), \#(record(sku: "B-2"))], "notes": [\#(huge)]}"#
    var scanner = FeedScanner(ByteSource(bytes: Array(feed.utf8)))
    var held: [Int] = []
    try scanner.scan { _, bytes, _ in held.append(bytes.count) }
    #expect(held.count == 2)
    #expect(held.first == FeedScanner.maximumRecordBytes + 1)
    #expect(held.last == record(sku: "B-2").utf8.count)
  }

  @Test(
    "a date with fractional seconds, as JavaScript writes it, or in lower case, is read to the millisecond",
    arguments: [
      ("2030-01-01T00:00:00.000Z", 1_893_456_000_000),
      ("2030-01-01T00:00:00.5Z", 1_893_456_000_500),
      ("2030-01-01T00:00:00.123456789+01:00", 1_893_452_400_123),
      ("2030-01-01t00:00:00z", 1_893_456_000_000),
    ] as [(String, Int64)])
  func fractionalSeconds(text: String, milliseconds: Int64) {
    #expect(FeedTimestamp.parse(text)?.millisecondsSince1970 == milliseconds)
  }

  @Test(
    "a fraction with no digit or more than nine, or a date with no zone, names no moment",
    arguments: [
      "2030-01-01T00:00:00.Z", "2030-01-01T00:00:00.1234567890Z", "2030-01-01T00:00:00.5",
      "2030-01-01T00:00:00,5Z", "2030-01-01T00:00:00Z ",
    ])
  func badFractions(text: String) {
    #expect(FeedTimestamp.parse(text) == nil)
  }

  @Test("dates are read exactly as an ISO 8601 formatter reads them, offsets included")
  func datesMatchTheStandard() throws {
    let formatter = ISO8601DateFormatter()
    var random = SeededRandom(seed: 3)
    for _ in 0..<2_000 {
      let seconds = Int.random(in: -2_000_000_000...200_000_000_000, using: &random)
      let offsetMinutes = Int.random(in: -14 * 60...14 * 60, using: &random)
      formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)
      let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      guard text.utf8.first != UInt8(ascii: "-"), text.utf8.count <= 25 else { continue }
      #expect(
        FeedTimestamp.parse(text)?.millisecondsSince1970 == Int64(seconds) * 1_000, "\(text)")
    }
  }
}

extension String {
  /// The string as a JSON string literal.
  fileprivate var jsonQuoted: String {
    let data = (try? JSONEncoder().encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
