import ShopDomain
import ShopPresentation

/// `shop` with no command: the current screen, its numbered choices, and a line of input, again
/// and again. Typed commands use the one-shot grammar (`cart add DAI-001`); `back`, `help` and
/// `quit` move around; a number picks a choice. With standard input not a terminal, the same
/// session reads commands line by line and prints each screen, so a script is an end-to-end test.
///
/// Every line becomes an intent to a Store or a route opened; the Flow decides what shows next.
@MainActor
final class InteractiveSession {
  private let stores: StoreFactory
  private let flow: AppFlow
  private let console: Console
  private let style: TextStyle
  private let isTerminal: Bool
  private let readLine: () -> String?
  private let afterEachLine: () async -> Void
  private var search = CatalogSearch()
  private var screen: Screen?

  init(
    stores: StoreFactory,
    flow: AppFlow,
    console: Console,
    style: TextStyle,
    isTerminal: Bool,
    readLine: @escaping () -> String?,
    afterEachLine: @escaping () async -> Void
  ) {
    self.stores = stores
    self.flow = flow
    self.console = console
    self.style = style
    self.isTerminal = isTerminal
    self.readLine = readLine
    self.afterEachLine = afterEachLine
  }

  /// Runs until `quit` or the end of input; either ends the session cleanly.
  func run() async -> ExitCode {
    console.line(
      style.bold("Shop")
        + " — type a number to choose, a command such as `cart add DAI-001`, `help` or `quit`.")
    await show()
    while let line = prompt() {
      let words = Words.split(line)
      if words.first == "quit" || words.first == "exit" { break }
      if let message = await perform(words) { console.line(message) }
      await afterEachLine()
      await show()
    }
    return .success
  }

  private func prompt() -> String? {
    if isTerminal { console.write(style.dim("> ")) }
    guard let line = readLine() else { return nil }
    if !isTerminal { console.line("> " + line) }
    return line
  }

  /// Loads and prints the screen of the current route. A screen whose loading moved the Flow
  /// (checkout sending you to sign in) gives way to the one the Flow chose.
  private func show() async {
    var loaded = await ScreenLoader(stores: stores, flow: flow).load(flow.current, search: search)
    for _ in 0..<3 where loaded.route != flow.current {
      loaded = await ScreenLoader(stores: stores, flow: flow).load(flow.current, search: search)
    }
    screen = loaded
    console.line("")
    console.line(style.bold("── \(title(of: loaded.route)) ──"))
    console.line(loaded.failure.map { style.red($0.message) } ?? loaded.text)
    loaded.choiceLines.forEach(console.line)
  }

  /// Does what a line asks and returns a sentence to print before the next screen, if any.
  private func perform(_ words: [String]) async -> String? {
    guard let first = words.first else { return nil }
    if let number = Int(first), words.count == 1 { return await choose(number) }
    switch first {
    case "back":
      flow.back()
      return nil
    case "help":
      return words.count == 1 ? Self.help : await command(words)
    case "next":
      guard let next = screen?.nextPage else { return "There is no next page here." }
      search = next
      return nil
    case "confirm" where flow.current == .checkout:
      return await choose(1)
    default:
      if case .signIn = flow.current, words.count == 1, first.contains("@") {
        return await account(.signIn(email: first))
      }
      return await command(words)
    }
  }

  private func choose(_ number: Int) async -> String? {
    guard let screen, screen.choices.indices.contains(number - 1) else {
      return style.red("There is no choice \(number) on this screen.")
    }
    return await screen.choose(number)
  }

  /// A typed command, in the one-shot grammar (`shop` in front is optional).
  private func command(_ words: [String]) async -> String? {
    let arguments = words.first == "shop" ? Array(words.dropFirst()) : words
    do throws(UsageError) {
      let invocation = try CommandLineParser.parse(arguments, environment: [:])
      return await run(invocation.command)
    } catch {
      return style.red(error.text)
    }
  }

  private func run(_ command: Command) async -> String? {
    switch command {
    case .session: return nil
    case .products(let search): return open(.catalog, searching: search)
    case .product(let sku): return openProduct(sku)
    case .cart(.load): return open(.cart)
    case .cart(let intent): return await cart(intent)
    case .wishlist(.load): return open(.wishlist)
    case .wishlist(let intent): return await wishlist(intent)
    case .checkout: return open(.checkout)
    case .orders: return open(.orders)
    case .order(.show(let id)): return openOrder(id)
    case .order(let intent): return await order(intent)
    case .account(let intent): return await account(intent)
    case .catalogSync(let feed): return await sync(feed)
    case .help(let text): return text
    case .version: return "shop \(ShopApp.version)"
    case .preview: return "Previews print one screen from the command line: `shop preview SCREEN`."
    }
  }

  private func open(_ route: Route, searching search: CatalogSearch? = nil) -> String? {
    if let search { self.search = search }
    flow.open(route)
    return nil
  }

  private func openProduct(_ typed: String) -> String? {
    do throws(ProductError) {
      return open(.product(try SKU(typed)))
    } catch {
      return style.red("\"\(typed)\" is not a SKU, like DAI-001.")
    }
  }

  private func openOrder(_ typed: String) -> String? {
    do throws(OrderError) {
      return open(.order(try OrderID(typed)))
    } catch {
      return style.red(Failure(error).message)
    }
  }

  private func cart(_ intent: CartIntent) async -> String? {
    let store = stores.cart()
    await store.send(intent)
    let state = CartViewState(store.state)
    return state.error.map { style.red($0.message) } ?? state.notice
  }

  private func wishlist(_ intent: WishlistIntent) async -> String? {
    let store = stores.wishlist()
    await store.send(intent)
    let state = WishlistViewState(store.state)
    return state.error.map { style.red($0.message) } ?? state.notice
  }

  private func order(_ intent: OrderDetailIntent) async -> String? {
    let store = stores.orderDetail()
    await store.send(intent)
    let state = OrderDetailViewState(store.state)
    return state.error.map { style.red($0.message) } ?? state.notice
  }

  private func account(_ intent: AccountIntent) async -> String? {
    let store = stores.account()
    await store.send(intent)
    let state = AccountViewState(store.state)
    return state.error.map { style.red($0.message) } ?? state.message
  }

  private func sync(_ feed: String?) async -> String? {
    let store = stores.catalogSync(
      from: feed.map(stores.dependencies.feedFile) ?? stores.dependencies.bundledFeed)
    await store.send(.sync)
    return CatalogSyncView.render(CatalogSyncViewState(store.state))
  }

  private func title(of route: Route) -> String {
    switch route {
    case .catalog: "Catalog"
    case .product: "Product"
    case .cart: "Cart"
    case .wishlist: "Wishlist"
    case .checkout: "Checkout"
    case .signIn: "Sign in"
    case .orders: "Orders"
    case .order: "Order"
    case .confirmation: "Order placed"
    }
  }

  static let help = """
    Type a number to choose, or a command:
      products [--search TEXT] [--category NAME] [--sort name|price]   next   product SKU
      cart   cart add SKU [--quantity N]   cart set SKU N   cart remove SKU   cart promo CODE
      wishlist   wishlist add SKU   wishlist remove SKU   wishlist move SKU
      checkout   confirm   orders   order ID   order cancel ID
      sign-in EMAIL   sign-out   whoami   back   help   quit
    """
}
