import Foundation
import Testing

/// The cart's commands of the built binary, the last hop of `AddToCart`'s tests: add, set and
/// remove, each leaving the cart read back after it.
@Suite("shop cart")
struct CartCommandTests {
  let shop = ShopProcess()

  @Test("adding a product twice adds to its one line; set changes it, and remove takes it out")
  func addSetRemove() throws {
    let first = try shop.run(["cart", "add", "DAI-001"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("DAI-001"))
    let again = try shop.run(["cart", "add", "dai-001", "--quantity", "2"])
    #expect(again.status == 0, "\(again.stderr)")
    var lines = try shop.cartLines()
    #expect(lines.count == 1)
    #expect(lines.first?["quantity"] as? Int == 3)
    #expect(try shop.run(["cart", "set", "DAI-001", "5"]).status == 0)
    lines = try shop.cartLines()
    #expect(lines.first?["quantity"] as? Int == 5)
    #expect(try shop.run(["cart", "remove", "DAI-001"]).status == 0)
    #expect(try shop.cartLines().isEmpty)
  }

  @Test("a line past its ten units is refused with 1, and the cart keeps what it held")
  func lineLimit() throws {
    #expect(try shop.run(["cart", "add", "DAI-001", "--quantity", "9"]).status == 0)
    let refused = try shop.run(["cart", "add", "DAI-001", "--quantity", "2"])
    #expect(refused.status == 1)
    #expect(!refused.stderr.isEmpty)
    #expect(try shop.cartLines().first?["quantity"] as? Int == 9)
  }
}
