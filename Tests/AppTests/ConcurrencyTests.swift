import Foundation
import ShopData
import Testing

/// Several `shop` processes writing to one database at once: each succeeds, or fails with the
/// documented busy error (74); no change is lost, nothing is sold twice, and the file stays sound.
@Suite("Processes writing at once")
struct ConcurrencyTests {
  /// Starts every command at once and waits for them all.
  private func runTogether(_ commands: [[String]], on shop: ShopProcess) throws -> [Int32] {
    let processes = try commands.map { arguments in
      let process = Process()
      process.executableURL = try ShopProcess.binary()
      process.arguments = arguments
      process.environment = ["SHOP_DB": shop.databasePath, "HOME": shop.folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    return processes.map(\.terminationStatus)
  }

  @Test("cart adds from six processes at once all land in the one cart")
  func cartAdds() async throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    #expect(try shop.run(["sign-in", "ada@example.com"]).status == 0)
    let skus = ["DAI-001", "DAI-002", "PAN-001", "PAN-002", "PAN-003", "BEV-001"]
    let statuses = try runTogether(skus.map { ["cart", "add", $0] }, on: shop)
    #expect(statuses.allSatisfy { $0 == 0 || $0 == 74 })
    let cart = try shop.run(["cart", "--json"]).json()
    let lines = try #require(cart["lines"] as? [[String: Any]])
    #expect(lines.count == statuses.filter { $0 == 0 }.count)
    #expect(lines.count >= 1)
    #expect(try Database(path: shop.databasePath).isIntact())
  }

  @Test("four checkouts of one cart at once place exactly one order")
  func checkouts() async throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    #expect(try shop.run(["sign-in", "ada@example.com"]).status == 0)
    let stockBefore = try #require(
      try shop.run(["product", "DAI-009", "--json"]).json()["stock"] as? Int)
    #expect(try shop.run(["cart", "add", "DAI-009", "--quantity", "\(stockBefore)"]).status == 0)
    let statuses = try runTogether(Array(repeating: ["checkout"], count: 4), on: shop)
    #expect(statuses.filter { $0 == 0 }.count == 1)
    #expect(statuses.allSatisfy { [0, 1, 74].contains($0) })
    let orders = try #require(try shop.run(["orders", "--json"]).json()["orders"] as? [Any])
    #expect(orders.count == 1)
    #expect(try shop.run(["product", "DAI-009", "--json"]).json()["stock"] as? Int == 0)
    #expect(try Database(path: shop.databasePath).isIntact())
  }
}
