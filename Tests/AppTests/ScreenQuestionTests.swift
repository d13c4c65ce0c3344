import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

@testable import ShopCLI

/// A question the session asks before a step that cannot be taken back, answered on its own:
/// what each answer does is the question's, not the session loop's, so a question that gains a
/// kind of answer is tested here.
@MainActor
@Suite("The session's questions")
struct ScreenQuestionTests {
  let shop = InMemoryShop()

  /// The question before cancelling `order`, asked on the order's screen as the session asks it.
  private func cancelling(_ order: Order) -> Screen.Question {
    let store = StoreFactory(ports: Dependencies.doubles(shop).ports).orderDetail()
    return ScreenLoader.cancelling(order.id, with: store, wording: .session)
  }

  /// What a reply says, or `nil` when it asks another question.
  private static func sentence(_ reply: Screen.Reply) -> String? {
    guard case .said(let sentence) = reply else { return nil }
    return sentence
  }

  @Test("`confirm` takes the step, and says so")
  func confirmed() async throws {
    let order = try await shop.states.placedOrder()
    let said = await Self.sentence(cancelling(order).reply(to: " confirm "))
    #expect(said?.contains("cancelled") == true, "\(String(describing: said))")
    #expect(try await shop.orders.order(order.id)?.status == .cancelled)
  }

  @Test(
    "any other answer declines and changes nothing, the session's own words included",
    arguments: ["yes", "confirm now", "back", "quit", "exit", ""])
  func declined(line: String) async throws {
    let order = try await shop.states.placedOrder()
    let said = await Self.sentence(cancelling(order).reply(to: line))
    #expect(said == "Order \(order.id) was not cancelled.")
    #expect(try await shop.orders.order(order.id)?.status == .placed)
  }
}
