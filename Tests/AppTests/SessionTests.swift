import Foundation
import ShopData
import Testing

/// The interactive session on a real database: the checkout journey of the README's tour, and
/// the session's own manners.
@Suite("The interactive session")
struct SessionTests {
  let shop = ShopProcess()

  /// The checkout journey of the README, a line at a time.
  static let journey = [
    CommandLines.typed("cart add", "DAI-001"), CommandLines.checkoutLine, "ada@example.com",
    "confirm",
  ]

  @Test(
    "checkout while signed out shows sign-in, then continues to a confirmation; the order exists")
  func checkoutJourney() throws {
    let result = try shop.session(["--db", shop.databasePath], typing: Self.journey + ["quit"])
    #expect(result.status == 0)
    let screens = result.stdout.components(separatedBy: "── ").map { $0.prefix { $0 != " " } }
    #expect(screens.suffix(4) == ["Cart", "Sign", "Checkout", "Order"])
    #expect(result.stdout.contains("Sign in to continue to checkout."))
    #expect(result.stdout.contains("placed. Thank you!"))
    let orders = try shop.run(["--db", shop.databasePath, "orders", "--json"]).json()
    #expect((orders["orders"] as? [Any])?.count == 1)
  }

  // MARK: back

  /// How a fresh session reaches a screen: the scenario it starts from (the state the screen
  /// needs), the lines that lead to the screen before it, the line that opens it, and the title
  /// it shows under. `back` shows the screen before it, unless `backTo` names another on purpose.
  struct Path: Sendable {
    var scenario = "sample"
    let setup: [String]
    let open: String
    let title: String
    var backTo: String? = nil
  }

  /// A way to each screen `shop preview` knows, by its preview name. A new screen without a way
  /// here fails `backOnEveryScreen`, so none escapes the test. The confirmation replaced the
  /// finished checkout, so `back` from it skips checkout.
  static let paths: [String: Path] = [
    "catalog": Path(setup: [], open: "products --search creme", title: "Catalog"),
    "product": Path(setup: [], open: "product DAI-001", title: "Product"),
    "cart": Path(setup: ["product DAI-001"], open: "cart", title: "Cart"),
    "wishlist": Path(setup: ["cart"], open: "wishlist", title: "Wishlist"),
    "checkout": Path(
      scenario: "ready-to-check-out", setup: ["cart"], open: CommandLines.checkoutLine,
      title: "Checkout"),
    "sign-in": Path(
      setup: [CommandLines.typed("cart add", "DAI-001")], open: CommandLines.checkoutLine,
      title: "Sign in"),
    "confirmation": Path(
      scenario: "ready-to-check-out", setup: ["cart", CommandLines.checkoutLine], open: "confirm",
      title: "Order placed", backTo: "Cart"),
    "orders": Path(
      setup: [CommandLines.signInLine("ada@example.com"), "wishlist"], open: "orders",
      title: "Orders"),
    "order": Path(scenario: "placed-order", setup: ["orders"], open: "1", title: "Order"),
  ]

  @Test("a folder on standard input is reported with 66, not read as a session with no lines")
  func folderAsInput() throws {
    let result = try shop.runShell("shop --scenario sample < .")
    result.expectFailure(66, saying: "Standard input is a folder")
    #expect(result.stdout.isEmpty)
  }

  @Test("`back` on every screen shows the screen before it (home stays home)")
  func backOnEveryScreen() throws {
    let screens = try Self.screenNames(shop)
    #expect(screens.count >= 9)
    #expect(Set(Self.paths.keys).subtracting(screens).isEmpty, "a path to a screen that is gone")
    for screen in screens {
      guard let path = Self.paths[screen] else {
        Issue.record("no way to reach the screen \"\(screen)\" in SessionTests.paths")
        continue
      }
      let result = try shop.session(
        ["--scenario", path.scenario], typing: path.setup + [path.open, "back"])
      let titles = Self.titles(result.stdout)
      let before = path.backTo ?? titles.dropLast(2).last ?? "?"
      #expect(result.status == 0)
      #expect(
        Array(titles.suffix(2)) == [path.title, before],
        "\(screen): back from \(path.title) should show \(before)")
    }
  }

  @Test("`back` from the sign-in checkout asked for leaves checkout: nothing is ordered")
  func backFromCheckoutSignIn() throws {
    let result = try shop.session(
      ["--db", shop.databasePath],
      typing: [
        CommandLines.typed("cart add", "DAI-001"), CommandLines.checkoutLine, "back",
        CommandLines.signInLine("ada@example.com"), "confirm",
      ])
    #expect(result.status == 0)
    #expect(Self.titles(result.stdout).suffix(5) == ["Cart", "Sign in", "Cart", "Cart", "Cart"])
    #expect(!result.stdout.contains("placed. Thank you!"))
    let orders = try shop.run(["--db", shop.databasePath, "orders", "--json"]).json()
    #expect((orders["orders"] as? [Any])?.isEmpty == true)
    let cart = try shop.run(["--db", shop.databasePath, "cart", "--json"]).json()
    #expect((cart["lines"] as? [Any])?.count == 1)
  }

  // MARK: cancelling

  @Test(
    "cancelling an order asks first; anything but `confirm` keeps it",
    arguments: [["1"], ["order cancel O-1"]], ["no", "cart remove DAI-001", "back", "1"])
  func cancelDeclined(ask: [String], answer: String) throws {
    let result = try shop.session(
      ["--scenario", "placed-order"],
      typing: [CommandLines.typed("cart add", "DAI-001"), "order O-1"] + ask + [answer])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "Cancel order O-1? Type `confirm` to cancel it; anything else keeps it.\n> \(answer)\n"
          + "Order O-1 was not cancelled.\n"))
    #expect(Self.lastScreen(result.stdout).hasPrefix("Order ──\nOrder O-1 (placed)"))
    #expect(!result.stdout.contains("Removed"))
  }

  @Test(
    "cancelling an order with `confirm` cancels it", arguments: [["1"], ["order cancel O-1"]])
  func cancelConfirmed(ask: [String]) throws {
    let result = try shop.session(
      ["--scenario", "placed-order"], typing: ["order O-1"] + ask + ["confirm"])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "Cancel order O-1? Type `confirm` to cancel it; anything else keeps it.\n> confirm\n"))
    #expect(Self.lastScreen(result.stdout).contains("Order O-1 (cancelled)"))
  }

  @Test("the end of input while a cancellation waits for its answer keeps the order")
  func endOfInputAtCancel() throws {
    // Asked on the confirmation the order was placed to.
    let result = try shop.session(
      ["--scenario", "ready-to-check-out"], typing: ["checkout", "confirm", "1"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        "Cancel order O-1? Type `confirm` to cancel it; anything else keeps it.\n"
          + "Order O-1 was not cancelled.\n"))
  }

  // MARK: the end of input

  @Test("the end of input at every step of checkout says nothing was ordered, on its own line")
  func endOfInputMidCheckout() throws {
    let unfinished = "Checkout was not finished: nothing was ordered.\n"
    for length in 1...Self.journey.count {
      let lines = Array(Self.journey.prefix(length))
      let result = try shop.session(typing: lines)
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(result.stdout.hasSuffix("\n"))
      let last = Self.titles(result.stdout).last ?? ""
      let midCheckout = last == "Sign in" || last == "Checkout"
      #expect(
        result.stdout.hasSuffix("\n" + unfinished) == midCheckout,
        "after \(lines.joined(separator: " / ")) on \(last)")
      #expect(!result.stdout.contains(unfinished) || midCheckout)
    }
    let signedIn = try shop.session(["--scenario", "ready-to-check-out"], typing: ["checkout"])
    #expect(
      signedIn.stdout.hasSuffix(
        "to place the order.\n  1) Confirm and place the order\n" + unfinished))
    let afterTypo = try shop.session(typing: [
      CommandLines.typed("cart add", "DAI-001"), "checkout", "ada",
    ])
    #expect(afterTypo.stdout.hasSuffix("No password: this is a local app.\n" + unfinished))
  }

  @Test("the end of input away from checkout ends the session quietly with exit 0")
  func endOfInput() throws {
    let result = try shop.run(
      ["--scenario", "sample"], stdin: CommandLines.typed("cart add", "DAI-001") + "\n")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("  1) Check out\n  2) Sign in\n"))
  }

  // MARK: analytics

  @Test("analytics record sign-in, orders placed and cancelled, and refused promotions")
  func analytics() async throws {
    try await shop.arrange { try await $0.readyToCheckOut() }
    _ = try shop.run(CommandLines.signIn("ada@example.com"))
    #expect(try shop.run(["cart", "promo", "SUMMER24"]).status == 1)
    let order = try #require(
      try shop.run(CommandLines.checkout + ["--json"]).json()["order"] as? [String: Any])
    let id = try #require(order["id"] as? String)
    #expect(try shop.run(["order", "cancel", id]).status == 0)
    let entries = try await SQLAnalyticsLog(
      database: SQLDatabase(SQLiteDatabase(path: shop.databasePath))
    )
    .entries()
    #expect(
      entries.map(\.name) == ["signed_in", "promotion_refused", "order_placed", "order_cancelled"])
    // The details are data (the identifiers), not the trace's wording of the outcomes.
    #expect(entries.map(\.detail) == ["", "SUMMER24", id, id])
  }

  // MARK: Helpers

  /// The titles of the screens a session printed, in order (`── Cart ──` gives `Cart`).
  static func titles(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("── "), line.hasSuffix(" ──") else { return nil }
      return String(line.dropFirst(3).dropLast(3))
    }
  }

  /// The last screen a session printed, from its title line to the end.
  static func lastScreen(_ output: String) -> String {
    output.components(separatedBy: "\n── ").last ?? ""
  }

  /// Every screen the app can show, by the names `shop preview` knows them: the list the
  /// session's screens are checked against, so a new screen is checked without editing a list.
  static func screenNames(_ shop: ShopProcess) throws -> [String] {
    let refused = try shop.run(["preview", "no-such-screen"])
    let list = refused.stderr.components(separatedBy: "choose one of ").last ?? ""
    let names = list.prefix { $0 != "." && $0 != "\n" }
    return names.components(separatedBy: ", ").filter { !$0.isEmpty }
  }
}
