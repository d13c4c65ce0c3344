import Foundation
import ShopData
import Testing

/// The interactive session on a real database: the checkout journey of the script, and
/// the session's own manners.
@Suite("The interactive session")
struct SessionTests {
  @Test(
    "checkout while signed out shows sign-in, then continues to a confirmation; the order exists")
  func checkoutJourney() throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    let script = "cart add DAI-001\ncheckout\nada@example.com\nconfirm\nquit\n"
    let result = try shop.run(["--db", shop.databasePath], stdin: script)
    #expect(result.status == 0)
    let screens = result.stdout.components(separatedBy: "── ").map { $0.prefix { $0 != " " } }
    #expect(screens.suffix(4) == ["Cart", "Sign", "Checkout", "Order"])
    #expect(result.stdout.contains("Sign in to continue to checkout."))
    #expect(result.stdout.contains("placed. Thank you!"))
    let orders = try shop.run(["orders", "--json"]).json()
    #expect((orders["orders"] as? [Any])?.count == 1)
  }

  @Test("the end of input ends the session with exit 0, even mid-journey")
  func endOfInput() throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    let result = try shop.run(["--scenario", "sample"], stdin: "cart add DAI-001\ncheckout\n")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("No password: this is a local app.\n"))
  }

  @Test("analytics record sign-in, orders placed and cancelled, and refused promotions")
  func analytics() async throws {
    let shop = try ShopProcess()
    defer { shop.remove() }
    _ = try shop.run(["sign-in", "ada@example.com"])
    _ = try shop.run(["cart", "add", "DAI-001"])
    #expect(try shop.run(["cart", "promo", "SUMMER24"]).status == 1)
    let order = try #require(
      try shop.run(["checkout", "--json"]).json()["order"] as? [String: Any])
    let id = try #require(order["id"] as? String)
    #expect(try shop.run(["order", "cancel", id]).status == 0)
    let entries = try await SQLiteAnalyticsLog(database: Database(path: shop.databasePath))
      .entries()
    #expect(
      entries.map(\.name) == ["signed_in", "promotion_refused", "order_placed", "order_cancelled"])
    #expect(entries[2].detail.contains(id))
  }
}
