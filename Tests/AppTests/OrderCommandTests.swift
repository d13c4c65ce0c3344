import Testing

/// `shop order ID` and `shop order cancel ID` on a database, each from the state the shared
/// `ShopStates` arranges: what the order commands refuse, by their exit codes. What they show,
/// and the journey that places and cancels an order as the README's tour walks it, is
/// `CheckoutJourneyTests`'.
@Suite("The order commands")
struct OrderCommandTests {
  let shop = ShopProcess()

  @Test("an order of another customer is not found")
  func ordersArePrivate() async throws {
    let id = try await shop.arrange { try await $0.placedOrder() }.id.value
    #expect(try shop.run(["order", id]).status == 0)
    #expect(try shop.run(CommandLines.signIn("grace@example.com")).status == 0)
    #expect(try shop.run(["order", id]).status == 1)
    #expect(try shop.run(CommandLines.line("order cancel", id)).status == 1)
  }
}
