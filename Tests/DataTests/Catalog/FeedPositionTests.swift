import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// A JSON feed tells, with each record, how many of its bytes are read: what a sync's progress
/// is measured by. The count must be exact across the read buffer's refills.
@Suite("Positions in a JSON feed")
struct FeedPositionTests {
  let temporary = TemporaryFile("feed.json")

  /// A feed of `count` products, and the byte offset just after each record.
  private func feed(records count: Int) -> (bytes: [UInt8], ends: [Int]) {
    var text = "{\"products\": [\n"
    var ends: [Int] = []
    for record in 1...count {
      if record > 1 { text += ",\n" }
      text += """
        {"sku": "GEN-\(record)", "name": "Product \(record)", "description": "\(String(repeating: "x", count: record % 300))",
         "category": "Pantry", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}
        """
      ends.append(text.utf8.count)
    }
    text += "\n]}\n"
    return (Array(text.utf8), ends)
  }

  private func positions(_ feed: JSONCatalogFeed) throws(CatalogError) -> [FeedPosition] {
    var positions: [FeedPosition] = []
    try feed.read { _, position in positions.append(position) }
    return positions
  }

  @Test("in memory, each record's position is the byte just after it, out of the feed's size")
  func inMemory() throws {
    let (bytes, ends) = feed(records: 50)
    let read = try positions(JSONCatalogFeed(bytes: bytes, name: "feed"))
    #expect(read.map(\.read) == ends)
    #expect(read.allSatisfy { $0.size == bytes.count })
  }

  @Test("in a file read in many chunks, positions stay exact and the size is the file's")
  func inAFile() throws {
    let (bytes, ends) = feed(records: 3_000)
    #expect(bytes.count > 4 * 64 * 1024)
    try Data(bytes).write(to: URL(fileURLWithPath: temporary.path))
    let read = try positions(JSONCatalogFeed(path: temporary.path))
    #expect(read.map(\.read) == ends)
    #expect(read.allSatisfy { $0.size == bytes.count })
    #expect(read.last?.percent == 99)
  }
}
