import Observation
import ShopDomain

/// The app's navigation: a stack of routes, and the decisions about what comes next.
///
/// Stores report screen events ("sign-in finished", "order placed"); the Flow decides by
/// context: the sign-in screen continues to checkout when checkout asked for it, and returns
/// home when chosen from the menu. No Store and no factory decides which screen follows: every
/// routing decision is here, and a navigation stack's path goes through `back` and `open`.
@MainActor
@Observable
public final class AppFlow {
  /// The screens on the way to the one showing, the catalog first; never empty. A decision that
  /// leaves it as it was (signing out at home) is no hop.
  public private(set) var stack: [Route] = [.catalog] {
    didSet { if stack != oldValue { observer.route(from: oldValue, to: stack) } }
  }

  private let observer: FlowObserver

  public init(observer: FlowObserver = .none) {
    self.observer = observer
  }

  /// The screen showing.
  public var current: Route { stack.last ?? .catalog }

  // MARK: What the person asked for

  /// Opens a screen the person chose: the catalog clears the stack back to home; the screen
  /// already showing stays; any other is pushed.
  public func open(_ route: Route) {
    guard route != current else { return }
    if route == .catalog {
      stack = [.catalog]
    } else {
      stack.append(route)
    }
  }

  /// The person chose to sign in (from a menu, or `sign-in` without an address): the sign-in
  /// screen, opened from the menu, so signing in there returns home. On a sign-in screen already,
  /// it stays: the one checkout asked for still leads on to checkout.
  public func chooseSignIn() {
    if case .signIn = current { return }
    open(.signIn(.menu))
  }

  /// Goes back one screen; at home, stays home. Back from the sign-in that checkout asked for
  /// leaves checkout too: it cannot show without a customer, and would only ask again.
  public func back() {
    guard stack.count > 1 else { return }
    var previous = Array(stack.dropLast())
    if current == .signIn(.checkout), previous.count > 1, previous.last == .checkout {
      previous.removeLast()
    }
    stack = previous
  }

  // MARK: What the Stores reported

  public func handle(_ event: CatalogStore.Event) {
    switch event {
    case .productChosen(let sku): open(.product(sku))
    }
  }

  public func handle(_ event: CartStore.Event) {
    switch event {
    case .changed: open(.cart)
    case .checkoutChosen: open(.checkout)
    }
  }

  public func handle(_ event: CheckoutStore.Event) {
    switch event {
    case .signInRequired:
      open(.signIn(.checkout))
    case .orderPlaced(let id):
      replaceCurrent(with: .confirmation(id))
    }
  }

  public func handle(_ event: AccountStore.Event) {
    switch (event, current) {
    case (.signedIn, .signIn(.checkout)):
      continueCheckout()
    case (.signedIn, .signIn(.menu)), (.signedOut, _):
      stack = [.catalog]
    case (.signedIn, _):
      break
    }
  }

  public func handle(_ event: WishlistStore.Event) {
    switch event {
    case .movedToCart: open(.cart)
    }
  }

  public func handle(_ event: OrdersStore.Event) {
    switch event {
    case .orderChosen(let id): open(.order(id))
    }
  }

  /// Checkout after the sign-in it asked for: the sign-in screen goes, and checkout shows again
  /// (it was under sign-in, or is put there).
  private func continueCheckout() {
    var next = Array(stack.dropLast())
    if next.last != .checkout { next.append(.checkout) }
    stack = next
  }

  /// Swaps the top screen for another, so `back` from a confirmation does not return to the
  /// finished checkout.
  private func replaceCurrent(with route: Route) {
    guard stack.count > 1 else {
      stack.append(route)
      return
    }
    stack[stack.count - 1] = route
  }
}
