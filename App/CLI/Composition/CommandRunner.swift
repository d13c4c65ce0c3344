import ShopDomain
import ShopPresentation

/// Runs one one-shot command: gets its Store from the factory, sends the intent, and shows the
/// resulting view state. Every command takes the same path, intent → Store → view state → view,
/// `catalog sync` drawing its progress on the way (`CommandRunner+Screens`).
/// Its views speak the shell's words (the one-shot `Wording` its `Output` is given).
@MainActor
struct CommandRunner {
  let stores: StoreFactory
  /// The feed `catalog sync` reads: the file named, or else the bundled catalog.
  let catalogFeed: (String?) -> any CatalogFeed
  let output: Output

  func run(_ command: Command) async -> ExitCode {
    switch command {
    case .products(let search): return await products(search)
    case .product(let sku): return await product(sku)
    case .catalogSync(let feed, let intent): return await sync(intent, from: feed)
    case .cart(let intent): return await cart(intent)
    case .wishlist(let intent): return await wishlist(intent)
    case .checkout(let intent): return await checkout(intent)
    case .categories: return await categories()
    case .promotions(let listing): return await promotions(listing)
    case .orders(let after): return await orders(after: after)
    case .order(let intent): return await order(intent)
    case .account(let intent): return await account(intent)
    case .session, .preview, .help, .version: return .success
    }
  }

  private func cart(_ intent: CartStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.cart(), as: CartViewState.init,
      json: { $0.value.map(JSONDocument.CartDocument.init) },
      text: { CartView.render($0, wording: output.wording) })
  }

  // Every other command takes the same path, in `CommandRunner+Screens.swift`.

  /// The path every command takes: the intent to its Store, the state it settles on to view
  /// state, and the view state to text, or with `--json` the Store's values to a document.
  func show<F: Feature, View: CommandView, Document: Encodable>(
    _ intent: F.Intent, to store: Store<F>, as view: (F.State) -> View,
    json document: (F.State) -> Document?, text: (View) -> String
  ) async -> ExitCode {
    await store.send(intent)
    let state = view(store.state)
    return output.show(state, error: state.error, json: document(store.state), text: text)
  }
}

/// A screen's view state as a command shows it: each carries the failure the command reports.
/// Each view state says so beside its view (`CartView.swift`), and `ChangeView` when a change
/// of it reports a notice.
protocol CommandView {
  var error: Failure? { get }
}
