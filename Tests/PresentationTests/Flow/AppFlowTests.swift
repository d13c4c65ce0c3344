import ShopDomain
import ShopPresentation
import Testing

/// Every routing decision of the Flow, in each context, with no terminal in sight.
@MainActor
@Suite("AppFlow")
struct AppFlowTests {
  let sku: SKU
  let order: OrderID

  init() throws {
    sku = try SKU("DAI-001")
    order = try OrderID("O-1")
  }

  /// The context sign-in is opened in by checkout: checkout, opened above `before`, found nobody
  /// signed in.
  private func signInAskedByCheckout(
    above before: [Route] = [.cart], observer: FlowObserver = .none
  ) -> AppFlow {
    let flow = AppFlow(opening: before + [.checkout], observer: observer)
    flow.handle(CheckoutStore.Event.signInRequired)
    return flow
  }

  @Test("it starts at the catalog, and back at the catalog stays there")
  func start() {
    let flow = AppFlow()
    #expect(flow.stack == [.catalog])
    flow.back()
    #expect(flow.stack == [.catalog])
  }

  @Test("choosing a product shows its detail; back returns")
  func productChosen() {
    let flow = AppFlow()
    flow.handle(CatalogStore.Event.productChosen(sku))
    #expect(flow.current == .product(sku))
    flow.back()
    #expect(flow.current == .catalog)
  }

  @Test("a cart change shows the cart, once")
  func cartChanged() {
    let flow = AppFlow(opening: [.product(sku)])
    flow.handle(CartStore.Event.changed)
    flow.handle(CartStore.Event.changed)
    #expect(flow.stack == [.catalog, .product(sku), .cart])
  }

  @Test("choosing to check out from the cart opens checkout above it")
  func checkoutChosen() {
    let flow = AppFlow(opening: [.cart])
    flow.handle(CartStore.Event.checkoutChosen)
    #expect(flow.stack == [.catalog, .cart, .checkout])
  }

  @Test("sign-in opened by checkout continues to checkout")
  func signInFromCheckout() {
    let flow = signInAskedByCheckout()
    #expect(flow.current == .signIn(.checkout))
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog, .cart, .checkout])
  }

  @Test(
    "back from the sign-in checkout asked for leaves checkout too, in one route change",
    arguments: [[Route.cart], [Route.cart, .orders], []])
  func backFromCheckoutSignIn(before: [Route]) {
    let log = HopLog()
    let flow = signInAskedByCheckout(above: before, observer: log.observer)
    let opened = log.hops.count
    flow.back()
    #expect(flow.stack == [.catalog] + before)
    #expect(log.hops.count == opened + 1)
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog] + before)
  }

  @Test("back from sign-in chosen from the menu, or from checkout, goes one screen back")
  func backOneScreen() {
    let flow = AppFlow(opening: [.cart, .signIn(.menu)])
    flow.back()
    #expect(flow.stack == [.catalog, .cart])
    flow.open(.checkout)
    flow.back()
    #expect(flow.stack == [.catalog, .cart])
  }

  @Test("sign-in chosen from the menu returns home")
  func signInFromMenu() {
    let flow = AppFlow(opening: [.orders, .signIn(.menu)])
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog])
  }

  @Test(
    "sign-in chosen on a screen opens it from the menu; signing in there shows the catalog",
    arguments: [[Route.cart], [.orders], [], [.cart, .checkout]])
  func chooseSignIn(before: [Route]) {
    let flow = AppFlow(opening: before)
    flow.chooseSignIn()
    #expect(flow.stack == [.catalog] + before + [.signIn(.menu)])
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog])
  }

  @Test("back from sign-in chosen on a screen shows that screen again")
  func backFromChosenSignIn() {
    let flow = AppFlow(opening: [.orders])
    flow.chooseSignIn()
    flow.back()
    #expect(flow.stack == [.catalog, .orders])
  }

  @Test("sign-in chosen on the sign-in checkout asked for keeps it: signing in continues checkout")
  func chooseSignInDuringCheckout() {
    let flow = signInAskedByCheckout()
    flow.chooseSignIn()
    #expect(flow.stack == [.catalog, .cart, .checkout, .signIn(.checkout)])
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog, .cart, .checkout])
  }

  @Test("signing in elsewhere (a typed command) does not move the screen")
  func signInElsewhere() {
    let flow = AppFlow(opening: [.cart])
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog, .cart])
  }

  @Test(
    "an order placed shows its confirmation instead of checkout, so back skips the finished step")
  func orderPlaced() {
    let flow = AppFlow(opening: [.cart, .checkout])
    flow.handle(CheckoutStore.Event.orderPlaced(order))
    #expect(flow.stack == [.catalog, .cart, .confirmation(order)])
    flow.back()
    #expect(flow.current == .cart)
  }

  @Test("an order placed over the catalog alone (a one-shot checkout) goes on top of it")
  func orderPlacedOverCatalog() {
    let flow = AppFlow()
    flow.handle(CheckoutStore.Event.orderPlaced(order))
    #expect(flow.stack == [.catalog, .confirmation(order)])
  }

  @Test("a sign-in for checkout opened with no checkout under it puts checkout there")
  func signInForCheckoutAlone() {
    let flow = AppFlow(opening: [.signIn(.checkout)])
    flow.handle(AccountStore.Event.signedIn)
    #expect(flow.stack == [.catalog, .checkout])
  }

  @Test("a product moved from the wishlist shows the cart")
  func movedToCart() {
    let flow = AppFlow(opening: [.wishlist])
    flow.handle(WishlistStore.Event.movedToCart(sku))
    #expect(flow.stack == [.catalog, .wishlist, .cart])
  }

  @Test("signing out goes home")
  func signedOut() {
    let flow = AppFlow(opening: [.orders])
    flow.handle(AccountStore.Event.signedOut)
    #expect(flow.stack == [.catalog])
  }

  @Test("choosing an order shows it; opening the catalog clears the stack")
  func orderChosenThenHome() {
    let flow = AppFlow(opening: [.orders])
    flow.handle(OrdersStore.Event.orderChosen(order))
    #expect(flow.stack == [.catalog, .orders, .order(order)])
    flow.open(.catalog)
    #expect(flow.stack == [.catalog])
  }

  @Test("every route change passes the observer hook with the stacks before and after")
  func routeHops() {
    let log = HopLog()
    let flow = AppFlow(observer: log.observer)
    flow.open(.cart)
    flow.back()
    #expect(
      log.hops == [
        .routeChanged(from: ["catalog"], to: ["catalog", "cart"]),
        .routeChanged(from: ["catalog", "cart"], to: ["catalog"]),
      ])
  }

  @Test("a decision that leaves the stack as it was reports no route hop")
  func unchangedStackReportsNothing() {
    let log = HopLog()
    let flow = AppFlow(observer: log.observer)
    flow.back()
    flow.handle(AccountStore.Event.signedOut)
    flow.open(.catalog)
    #expect(flow.stack == [.catalog])
    #expect(log.hops.isEmpty)
  }
}
