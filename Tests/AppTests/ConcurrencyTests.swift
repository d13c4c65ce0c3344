import Foundation
import ShopData
import Testing

/// Several `shop` processes using one database at once: each succeeds, no change is lost,
/// nothing is sold twice, and the file stays sound, from the very first run on a new file.
@Suite("Processes writing at once")
struct ConcurrencyTests {
  let shop = ShopProcess()

  @Test("cart adds from ten processes at once all land in the one cart")
  func cartAdds() async throws {
    try await shop.arrange { try await $0.signedIn() }
    let skus = [1, 2, 4, 5].flatMap { ["DAI-00\($0)", "PAN-00\($0)"] } + ["BEV-001", "BEV-002"]
    let statuses = try shop.runTogether(skus.map { CommandLines.line("cart add", $0) })
    #expect(statuses == Array(repeating: 0, count: skus.count))
    let lines = try shop.cartLines()
    #expect(lines.count == skus.count)
    #expect(try SQLiteDatabase(path: shop.databasePath).isIntact())
  }

  @Test("a sign-in among guest cart adds from other processes loses no line", arguments: 0..<3)
  func signInAmongCartAdds(round: Int) async throws {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    let skus = [1, 2, 4, 5].flatMap { ["DAI-00\($0)", "PAN-00\($0)"] }
    var commands = skus.map { CommandLines.line("cart add", $0) }
    commands.insert(CommandLines.signIn("ada@example.com"), at: (round * 3) % commands.count)
    let statuses = try shop.runTogether(commands)
    #expect(statuses == Array(repeating: 0, count: commands.count))
    let lines = try shop.cartLines()
    #expect(Set(lines.compactMap { $0["sku"] as? String }) == Set(skus))
    #expect(try shop.run(["sign-out"]).status == 0)
    #expect(try shop.cartLines().isEmpty)
  }

  @Test("thirty first runs at once on a new file all succeed, reading and writing")
  func parallelFirstRuns() async throws {
    let commands = (0..<30).map { index in
      switch index % 3 {
      case 0: ["products", "--limit", "2"]
      case 1: ["product", "DAI-001"]
      default: CommandLines.line("cart add", "PAN-001")
      }
    }
    let statuses = try shop.runTogether(commands)
    #expect(statuses == Array(repeating: 0, count: commands.count))
    #expect(try SQLiteDatabase(path: shop.databasePath).isIntact())
    let products = try #require(try shop.run(["products", "--json"]).json()["products"] as? [Any])
    #expect(!products.isEmpty)
  }

  @Test("four checkouts of one cart at once place exactly one order")
  func checkouts() async throws {
    let stockBefore = try shop.stock(of: "DAI-009")
    try await shop.arrange { try await $0.readyToCheckOut([("DAI-009", stockBefore)]) }
    let statuses = try shop.runTogether(Array(repeating: CommandLines.checkout, count: 4))
    #expect(statuses.filter { $0 == 0 }.count == 1)
    #expect(statuses.allSatisfy { [0, 1, 74].contains($0) })
    #expect(try shop.orders().count == 1)
    #expect(try shop.stock(of: "DAI-009") == 0)
    #expect(try SQLiteDatabase(path: shop.databasePath).isIntact())
  }
}
