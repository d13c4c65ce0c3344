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

  /// The cart's commands here, the path the guide follows; every other command in
  /// `CommandRunner+Screens.swift`, whose switch names each one.
  func run(_ command: Command) async -> ExitCode {
    guard case .cart(let intent) = command else { return await runScreen(of: command) }
    return await cart(intent)
  }

  func cart(_ intent: CartStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.cart(), as: CartViewState.init,
      json: { $0.value.map(JSONDocument.CartDocument.init) },
      text: { CartView.render($0, wording: output.wording) })
  }

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
