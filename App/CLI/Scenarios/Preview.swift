import ShopDomain
import ShopPresentation

/// `shop preview SCREEN`: one screen, drawn from canned data the way a UI preview draws a view
/// from a fake. Each screen has a scenario that shows it at its best; `--scenario` picks another
/// (`failing-storage` shows the screen's error state; one where the order screens cannot place
/// an order shows the orders list instead).
@MainActor
struct Preview {
  let screen: PreviewScreen
  let scenario: Scenario?
  let console: Console
  /// With `--json`, the screen's data: the document of the command that shows that screen.
  var json = false
  /// With `--trace`, every hop the screen's Stores take, as a command's are, and, for an order's
  /// screens, those of the checkout that places the order it shows.
  var observer = FlowObserver.none

  func run() async -> ExitCode {
    let dependencies = await (scenario ?? defaultScenario).dependencies()
    let flow = AppFlow(observer: observer)
    let stores = StoreFactory(ports: dependencies.ports, observer: observer, flow: flow)
    let route = await route(with: stores)
    if json {
      let runner = CommandRunner(
        stores: stores, catalogFeed: dependencies.catalogFeed(at:),
        output: Output(console: console, json: true))
      return await runner.run(Self.command(showing: route))
    }
    let loaded = await ScreenLoader(stores: stores, flow: flow).load(route)
    // The screen is drawn as the session shows it, so its advice is in the session's words.
    for line in [loaded.failure?.sentence(in: .session) ?? loaded.text] + loaded.choiceLines {
      console.line(TerminalText.visible(line))
    }
    return loaded.failure.map { Output.exitCode(for: $0.kind) } ?? .success
  }

  private var defaultScenario: Scenario {
    switch screen {
    case .catalog, .product, .signIn: .sample
    case .cart, .wishlist, .checkout, .confirmation, .orders, .order: .fullCart
    }
  }

  /// The route to draw; the order screens first place the scenario's cart as an order.
  private func route(with stores: StoreFactory) async -> Route {
    switch screen {
    case .catalog: return .catalog
    case .product: return .product(Self.sampleSKU)
    case .cart: return .cart
    case .wishlist: return .wishlist
    case .checkout: return .checkout
    case .signIn: return .signIn(.checkout)
    case .orders: return await placeOrder(stores).map { _ in .orders } ?? .orders
    case .order: return await placeOrder(stores).map { .order($0) } ?? .orders
    case .confirmation: return await placeOrder(stores).map { .confirmation($0) } ?? .orders
    }
  }

  /// The one-shot command whose document is the data of the screen at `route`. Checkout shows
  /// the cart it would order, and sign-in who is signed in.
  private static func command(showing route: Route) -> Command {
    switch route {
    case .catalog: .products(CatalogSearch())
    case .product(let sku): .product(sku: sku.value)
    case .cart, .checkout: .cart(.load)
    case .wishlist: .wishlist(.load)
    case .signIn: .account(.load)
    case .orders: .orders(after: nil)
    case .order(let id), .confirmation(let id): .order(.show(id: id.value))
    }
  }

  private func placeOrder(_ stores: StoreFactory) async -> OrderID? {
    let checkout = stores.checkout()
    await checkout.send(.placeOrder)
    return checkout.state.order.value?.id
  }

  private static let sampleSKU: SKU = {
    do {
      return try SKU("DAI-001")
    } catch {
      preconditionFailure("DAI-001 is a valid SKU")
    }
  }()
}
