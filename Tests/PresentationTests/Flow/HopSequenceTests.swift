import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The observer hook sees one intent's whole journey, in the order of the data-flow diagram:
/// intent, use case, outcome, state change, screen event, route change.
@MainActor
@Suite("The data flow, hop by hop")
struct HopSequenceTests {
  let shop = InMemoryShop()

  @Test("adding to the cart: intent → use case → outcome → state → event → route")
  func cartAdd() async {
    let log = HopLog()
    let flow = AppFlow(observer: log.observer)
    let store = shop.stores(observer: log.observer, flow: flow).cart()
    await store.send(.add(sku: "DAI-001", quantity: 2))
    #expect(
      log.hops == [
        .intent(store: "Store<CartFeature>", intent: #"add(sku: "DAI-001", quantity: 2)"#),
        .useCase(UseCaseID(AddToCart.self)),
        .outcome(
          useCase: UseCaseID(AddToCart.self), succeeded: true, summary: "1 line, total €9.88"),
        .stateChanged(
          store: "Store<CartFeature>",
          changes: ["value: 1 line, total €9.88", "notice: Added 2 × Crème fraîche."]),
        .screenEvent(store: "Store<CartFeature>", event: "changed"),
        .routeChanged(from: ["catalog"], to: ["catalog", "cart"]),
      ])
  }

  @Test("two intents sent at once are handled one after the other, each with its own events")
  func intentsTakeTurns() async {
    let log = HopLog()
    let store = shop.stores(observer: log.observer).cart(events: { _ in })
    // The second intent is sent while the first awaits its use case.
    async let adding: Void = store.send(.add(sku: "DAI-001", quantity: 2))
    async let checkingOut: Void = store.send(.checkOut)
    _ = await (adding, checkingOut)
    let kinds = log.hops.map { hop in
      switch hop {
      case .intent(_, let intent): "intent \(intent.prefix(8))"
      case .useCase: "use case"
      case .outcome: "outcome"
      case .stateChanged: "state"
      case .screenEvent(_, let event): "event \(event)"
      case .routeChanged: "route"
      }
    }
    let add = ["intent add(sku:", "use case", "outcome", "state", "event changed"]
    let checkOut = ["intent checkOut", "event checkoutChosen"]
    #expect(kinds == add + checkOut || kinds == checkOut + add)
  }

  @Test(
    "a refused intent: the failure, in the shop's words, is the outcome and the state, and no event is raised"
  )
  func refusal() async {
    let log = HopLog()
    let store = shop.stores(observer: log.observer).cart()
    await store.send(.add(sku: "DAI-003", quantity: 1))
    #expect(log.hops.count == 4)
    #expect(
      log.hops.last
        == .stateChanged(
          store: "Store<CartFeature>", changes: ["failure: refused: DAI-003 is out of stock."]))
    #expect(
      log.hops[2]
        == .outcome(
          useCase: UseCaseID(AddToCart.self), succeeded: false,
          summary: "refused: DAI-003 is out of stock."))
  }

  @Test(
    "checkout while signed out: the review finds nobody, reports signInRequired, and the Flow opens sign-in"
  )
  func checkoutSignedOut() async {
    let log = HopLog()
    let flow = AppFlow(observer: log.observer)
    flow.open(.checkout)
    let store = shop.stores(observer: log.observer, flow: flow).checkout()
    await store.send(.review)
    #expect(log.hops.first == .routeChanged(from: ["catalog"], to: ["catalog", "checkout"]))
    #expect(log.hops.contains(.useCase(UseCaseID(ReviewCheckout.self))))
    #expect(
      log.hops.suffix(2).first
        == .screenEvent(store: "Store<CheckoutFeature>", event: "signInRequired"))
    #expect(
      log.hops.last
        == .routeChanged(
          from: ["catalog", "checkout"], to: ["catalog", "checkout", "signIn(checkout)"]))
  }
}

/// A use case is known by its type, not by a name spelled out: the identity a trace or the
/// analytics recorder matches on cannot drift from the use case that ran.
@Suite("Use-case identity")
struct UseCaseIDTests {
  private enum Elsewhere {
    /// A type that shares a use case's name but is not it.
    struct SignIn {}
  }

  @Test("two types of the same name are different use cases; one type is one use case")
  func identityIsTheType() {
    #expect(UseCaseID(SignIn.self) == UseCaseID(SignIn.self))
    #expect(UseCaseID(SignIn.self) != UseCaseID(Elsewhere.SignIn.self))
    #expect(UseCaseID(Elsewhere.SignIn.self).name == UseCaseID(SignIn.self).name)
    #expect(
      Set([UseCaseID(SignIn.self), UseCaseID(SignIn.self), UseCaseID(PlaceOrder.self)]).count == 2)
  }
}
