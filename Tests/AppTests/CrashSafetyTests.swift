import Foundation
import ShopData
import ShopDomain
import Testing

/// A `shop` killed with SIGKILL in the middle of a large catalog sync leaves a sound database
/// with all of that sync or none of it: the sync is one transaction, and SQLite's WAL rolls an
/// unfinished one back on the next open.
@Suite("Killed mid-sync")
struct CrashSafetyTests {
  let shop = ShopProcess()

  #if os(Linux)
    @Test("SIGKILL while 100,000 products are being written leaves all or none of them")
    func killMidSync() async throws {
      #expect(try shop.run(["products", "--limit", "1"]).status == 0)
      let before = try await count(shop)
      let feed = try writeFeed(products: 100_000, in: shop)

      let process = Process()
      process.executableURL = try ShopProcess.binary()
      process.arguments = CommandLines.line("catalog sync", options: ["--feed", feed])
      process.environment = ["SHOP_DB": shop.databasePath, "HOME": shop.folder.path]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      // The write-ahead log grows only while the sync's transaction writes pages: once it holds
      // a few megabytes, the transaction is half done.
      let midway = FileGrowth(folder: shop.folder.path, file: "shop.sqlite-wal").wait(
        until: 4 << 20, whileRunning: process)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      #expect(midway, "the sync finished before it could be killed")
      #expect(process.terminationReason == .uncaughtSignal)
      let database = try SQLiteDatabase(path: shop.databasePath)
      #expect(try database.isIntact())
      let after = try await count(shop)
      #expect(
        after == before || after == before + 100_000, "found \(after) products after the crash")
      #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    }
  #endif

  /// The number of products, read page by page through the repository.
  private func count(_ shop: ShopProcess) async throws -> Int {
    let products = SQLProductRepository(
      database: SQLDatabase(try SQLiteDatabase(path: shop.databasePath)))
    var query = ProductQuery(size: try PageSize(100))
    var total = 0
    while true {
      let page = try await products.page(query)
      total += page.items.count
      guard let next = page.nextCursor else { return total }
      query.after = next
    }
  }

  private func writeFeed(products: Int, in shop: ShopProcess) throws -> String {
    var json = #"{"products": ["#
    for index in 0..<products {
      if index > 0 { json += "," }
      json +=
        #"{"sku": "BULK-\#(index)", "name": "Bulk product \#(index)", "description": "For the crash test", "#
      json += #""category": "Bulk", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 5}"#
    }
    json += "]}"
    let path = shop.path("bulk.json")
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
