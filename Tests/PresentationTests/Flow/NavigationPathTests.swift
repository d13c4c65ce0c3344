import ShopDomain
import ShopPresentation
import Testing

/// The Flow as a SwiftUI `NavigationStack` drives it: through `path`, the stack above the catalog,
/// which the stack sets when the person goes back. Going back that way keeps every rule of `back`.
@MainActor
@Suite("AppFlow as a navigation path")
struct NavigationPathTests {
  @Test("the path is the stack without the catalog at its root")
  func pathIsTheStackAboveTheCatalog() {
    let flow = AppFlow(opening: [.cart, .checkout])
    #expect(flow.path == [.cart, .checkout])
    #expect(AppFlow().path.isEmpty)
  }

  @Test("a path one screen shorter is one back")
  func poppingIsBack() {
    let flow = AppFlow(opening: [.cart, .checkout])
    flow.path = [.cart]
    #expect(flow.stack == [.catalog, .cart])
    flow.path = []
    #expect(flow.stack == [.catalog])
  }

  @Test("leaving the sign-in checkout asked for leaves that checkout too, as back does")
  func poppingSignInKeepsBacksRule() {
    let flow = AppFlow(opening: [.cart, .checkout])
    flow.handle(CheckoutStore.Event.signInRequired)
    flow.path = [.cart, .checkout]
    #expect(flow.path == [.cart])
  }

  @Test("a path that adds a route opens it; one that agrees changes nothing")
  func pushingOpens() throws {
    let flow = AppFlow(opening: [.cart])
    flow.path = [.cart, .checkout]
    #expect(flow.stack == [.catalog, .cart, .checkout])
    flow.path = [.cart, .checkout]
    #expect(flow.stack == [.catalog, .cart, .checkout])
    let order = try OrderID("O-1")
    flow.path = [.orders, .order(order)]
    #expect(flow.stack == [.catalog, .orders, .order(order)])
  }

  @Test("every route is a path element: equal routes hash alike")
  func routesAreHashable() throws {
    let sku = try SKU("DAI-001")
    let routes: Set<Route> = [.product(sku), .product(try SKU("DAI-001")), .cart]
    #expect(routes.count == 2)
  }
}
