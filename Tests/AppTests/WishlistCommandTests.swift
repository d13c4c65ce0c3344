import Foundation
import Testing

/// The wishlist commands of the built binary: save, list, move to the cart, remove.
@Suite("shop wishlist")
struct WishlistCommandTests {
  let shop = ShopProcess()

  @Test("save for later, list, move one to the cart, remove the other")
  func journey() throws {
    try shop.expectSuccess(CommandLines.signIn("ada@example.com"), ["wishlist", "add", "PAN-002"])
    let saved = try shop.run(["wishlist", "add", "dai-001"])
    #expect(saved.stdout.contains("Saved DAI-001 for later."))
    let list = try shop.run(["wishlist", "--json"]).json()
    #expect(
      (list["products"] as? [[String: Any]])?.compactMap { $0["sku"] as? String } == [
        "PAN-002", "DAI-001",
      ])
    let moved = try shop.run(["wishlist", "move", "PAN-002"])
    #expect(moved.status == 0)
    #expect(moved.stdout.contains("Moved PAN-002 to your cart."))
    #expect(try shop.cartLines().first?["sku"] as? String == "PAN-002")
    #expect(try shop.run(["wishlist", "remove", "DAI-001"]).status == 0)
    #expect(try shop.run(["wishlist"]).stdout.contains("Your wishlist is empty"))
  }

  @Test(
    "refusals exit with their documented codes",
    arguments: [
      (["wishlist", "add", "PAN-002"], Int32(1), "Sign in"),
      (["wishlist", "add", "?"], Int32(65), "not a SKU"),
    ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let result = try shop.run(arguments)
    result.expectFailure(status, saying: message)
  }

  @Test("saving twice, or moving what is not saved, exits 1 and changes nothing")
  func rules() throws {
    try shop.expectSuccess(CommandLines.signIn("ada@example.com"), ["wishlist", "add", "PAN-002"])
    #expect(try shop.run(["wishlist", "add", "PAN-002"]).status == 1)
    #expect(try shop.run(["wishlist", "move", "DAI-001"]).status == 1)
    #expect(try shop.run(["wishlist", "move", "DAI-003"]).status == 1)
    #expect(try shop.cartLines().isEmpty)
  }

  @Test("the session has a wishlist screen; a number moves that product to the cart")
  func sessionScreen() throws {
    let result = try shop.run(["--scenario", "full-cart"], stdin: "wishlist\n2\n")
    #expect(result.stdout.contains("── Wishlist ──"))
    #expect(result.stdout.contains("Moved DAI-002 to your cart."))
    #expect(result.stdout.components(separatedBy: "── ").last?.hasPrefix("Cart") == true)
  }
}
