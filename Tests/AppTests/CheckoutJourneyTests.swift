import Foundation
import PostgresTestServer
import Testing

/// The shop's main journey through the built binary, as the README's tour walks it: search, fill
/// the cart, sign in, apply a promotion, check out, see the order, cancel it. Each step is a
/// separate process on the same database. The other tests start from a state the shared
/// `ShopStates` arranges (`ShopProcess.arrange`), and run only the command they are about.
@Suite("Checkout, end to end")
struct CheckoutJourneyTests {
  let shop = ShopProcess()

  /// The databases the journey is walked on: an SQLite file, and a PostgreSQL server when there
  /// is one.
  static var databases: [String] { TestServer.runs ? ["sqlite", "postgres"] : ["sqlite"] }

  @Test(
    "the tour: a placed order totals subtotal − discount + shipping, takes stock, empties the cart; cancelling returns it",
    arguments: databases)
  func placeAndCancel(database: String) throws {
    let schema = database == "postgres" ? try ScratchSchema() : nil
    let shop = schema.map { ShopProcess(database: $0.url) } ?? self.shop
    #expect(try shop.run(["products", "--search", "creme"]).stdout.contains("Crème fraîche"))
    let oilBefore = try shop.stock(of: "PAN-002")
    let coffeeBefore = try shop.stock(of: "BEV-001")
    try shop.expectSuccess(
      ["cart", "add", "PAN-002"], ["cart", "add", "BEV-001", "--quantity", "3"],
      CommandLines.signIn("ada@example.com"))
    let promo = try shop.run(["cart", "promo", "welcome10"])
    #expect(promo.status == 0)
    #expect(promo.stdout.contains("Promotion WELCOME10 applied"))

    let placed = try shop.run(CommandLines.checkout + ["--json"])
    #expect(placed.status == 0)
    let order = try #require(try placed.json()["order"] as? [String: Any])
    // JSON gives money as integer minor units: the arithmetic is checked on data.
    func minorUnits(_ key: String) -> Int? {
      (order[key] as? [String: Any])?["minor_units"] as? Int
    }
    let subtotal = try #require(minorUnits("subtotal"))
    let discount = try #require(minorUnits("discount"))
    let shipping = try #require(minorUnits("shipping"))
    let total = try #require(minorUnits("total"))
    #expect(subtotal == 1_299 + 3 * 899)
    #expect(discount == (subtotal * 10 + 50) / 100)
    #expect(total == subtotal - discount + shipping)
    #expect(try shop.stock(of: "PAN-002") == oilBefore - 1)
    #expect(try shop.stock(of: "BEV-001") == coffeeBefore - 3)
    #expect(try shop.cartLines().isEmpty)

    let id = try #require(order["id"] as? String)
    let listed = try shop.run(["orders"])
    #expect(listed.status == 0)
    #expect(listed.stdout.contains(id))
    #expect(try shop.orders().count == 1)

    let cancelled = try shop.run(["order", "cancel", id])
    #expect(cancelled.status == 0)
    #expect(cancelled.stdout.contains("cancelled"))
    #expect(try shop.stock(of: "PAN-002") == oilBefore)
    #expect(try shop.stock(of: "BEV-001") == coffeeBefore)

    let again = try shop.run(["order", "cancel", id])
    again.expectFailure(1, saying: "already cancelled")
  }

  @Test(
    "a price changed by a sync between the review and `confirm` places nothing, says what changed, and shows the new review to confirm"
  )
  func reviewedIsPlaced() async throws {
    try await shop.arrange { try await $0.readyToCheckOut() }
    let stock = try shop.stock(of: "DAI-001")
    let session = try SessionConversation(on: shop)
    try session.type("checkout", thenWaitFor: "Type `confirm`")
    let feed = shop.path("price.json")
    try Data(
      """
      {"products": [{"sku": "DAI-001", "name": "Crème fraîche", "description": "", "category": "Dairy",
        "price": {"amount_minor": 299, "currency": "EUR"}, "stock": \(stock)}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: feed))
    try shop.expectSuccess(CommandLines.line("catalog sync", options: ["--feed", feed]))

    let refused = try session.type("confirm", thenWaitFor: "Type `confirm`")
    #expect(refused.contains("The price of DAI-001 changed from €2.49 to €2.99"), "\(refused)")
    #expect(refused.contains("nothing was ordered"))
    #expect(refused.contains("€7.89"), "the new review, with its new total: \(refused)")
    #expect(try shop.orders().isEmpty)
    #expect(try shop.stock(of: "DAI-001") == stock)

    let placed = try session.type("confirm", thenWaitFor: "Thank you")
    #expect(placed.contains("€7.89"))
    #expect(try session.quit() == 0)
    let orders = try shop.orders()
    #expect(orders.count == 1)
    #expect((orders.first?["total"] as? [String: Any])?["minor_units"] as? Int == 789)
  }

  /// The README's script of a session checks out: a step checkout gains must reach it, or it
  /// would still exit 0, having ordered nothing.
  @Test("the README's session script places an order")
  func readmeSession() throws {
    let readme = try PackageRoot.text("README.md").split(separator: "\n")
    let script = try #require(readme.first { $0.hasPrefix("printf '") && $0.hasSuffix("| shop") })
    let result = try shop.runShell(String(script))
    #expect(result.status == 0)
    #expect(result.stdout.contains("── Order placed ──"), "\(result.stdout)")
    #expect(try shop.orders().count == 1)
  }

  @Test("checkout while signed out exits 1, says how to sign in, and places nothing")
  func checkoutSignedOut() async throws {
    try await shop.arrange { try await $0.guestWithCart() }
    let refused = try shop.run(CommandLines.checkout)
    refused.expectFailure(1, saying: "shop sign-in")
    #expect(try shop.run(CommandLines.signIn("ada@example.com")).status == 0)
    let orders = try shop.run(["orders"])
    #expect(orders.stdout.contains("No orders yet"))
  }

  @Test(
    "adding 11 of one SKU is invalid (65); more than its stock exits 1; neither changes anything")
  func cartLimits() throws {
    #expect(try shop.run(["cart", "add", "DAI-001", "--quantity", "2"]).status == 0)
    let before = try shop.run(["cart", "--json"]).stdout
    let tooMany = try shop.run(["cart", "add", "DAI-002", "--quantity", "11"])
    tooMany.expectFailure(65, saying: "1 to 10")
    let lowStock = try shop.stock(of: "DAI-009")
    let overStock = try shop.run(["cart", "add", "DAI-009", "--quantity", "\(lowStock + 1)"])
    overStock.expectFailure(1, saying: "in stock")
    let merged = try shop.run(["cart", "add", "DAI-001", "--quantity", "9"])
    #expect(merged.status == 1)
    #expect(try shop.run(["cart", "--json"]).stdout == before)
  }

  @Test("a guest cart moves into the customer's cart at sign-in")
  func guestCartMerges() async throws {
    try await shop.arrange { try await $0.signedInWithCart([("DAI-001", 8)]) }
    try shop.expectSuccess(["sign-out"])
    try await shop.arrange { try await $0.guestWithCart([("DAI-001", 5), ("PAN-003", 1)]) }
    let signIn = try shop.run(CommandLines.signIn("ADA@example.com"))
    #expect(signIn.status == 0)
    #expect(signIn.stdout.contains("2 lines of your guest cart"))
    let lines = try shop.cartLines()
    let quantities = Dictionary(
      uniqueKeysWithValues: lines.map { ($0["sku"] as? String ?? "", $0["quantity"] as? Int ?? 0) })
    #expect(quantities == ["DAI-001": 10, "PAN-003": 1])
    #expect(try shop.run(["whoami"]).stdout.contains("ada@example.com"))
  }

  @Test(
    "promotion codes that do not apply are refused with the reason",
    arguments: [
      ("SUMMER24", "expired"), ("NOSUCHCODE", "no promotion"), ("BIGBASKET", "needs a subtotal"),
    ]
  )
  func refusedPromotions(code: String, reason: String) async throws {
    try await shop.arrange { try await $0.guestWithCart() }
    let result = try shop.run(["cart", "promo", code])
    result.expectFailure(1, saying: reason)
  }

  @Test("an invalid email exits 65 and signs nobody in")
  func invalidEmail() throws {
    #expect(try shop.run(CommandLines.signIn("not-an-email")).status == 65)
    #expect(try shop.run(["whoami"]).stdout.contains("Not signed in"))
  }
}
