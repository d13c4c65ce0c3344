import Observation
import ShopDomain

/// The wishlist screen's Store: save, list, remove, and move to the cart. A move that succeeds
/// is reported as `movedToCart`; where that leads is the Flow's call.
@MainActor
@Observable
public final class WishlistStore {
  public private(set) var state: WishlistState

  private let useCases: WishlistUseCases
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<WishlistEvent>

  public init(
    state: WishlistState = WishlistState(),
    useCases: WishlistUseCases,
    observer: FlowObserver = .none,
    events: @escaping EventSink<WishlistEvent> = { _ in }
  ) {
    self.state = state
    self.useCases = useCases
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: WishlistIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: WishlistIntent) async {
    switch intent {
    case .load:
      await run(ViewWishlist.self) { () async throws(WishlistError) in
        try await self.useCases.view()
      }
    case .save(let typed):
      guard let sku = parse(typed) else { return }
      guard
        await run(
          SaveForLater.self, { () async throws(WishlistError) in try await self.useCases.save(sku) }
        )
      else { return }
      state.notice = "Saved \(sku) for later."
    case .remove(let typed):
      guard let sku = parse(typed) else { return }
      guard
        await run(
          RemoveFromWishlist.self,
          { () async throws(WishlistError) in try await self.useCases.remove(sku) })
      else { return }
      state.notice = "Removed \(sku) from your wishlist."
    case .moveToCart(let typed):
      guard let sku = parse(typed) else { return }
      await move(sku)
    case .moveChosen(let position):
      guard let products = state.products, products.indices.contains(position - 1) else { return }
      await move(products[position - 1].sku)
    }
  }

  private func move(_ sku: SKU) async {
    guard
      await run(
        MoveToCart.self,
        { () async throws(WishlistError) in try await self.useCases.moveToCart(sku) })
    else { return }
    state.notice = "Moved \(sku) to your cart."
    events.raise(.movedToCart(sku))
  }

  /// Runs one use case: loading while it runs, then the list, or the failure with the last list
  /// kept. Returns whether it succeeded.
  @discardableResult
  private func run(_ useCase: Any.Type, _ body: () async throws(WishlistError) -> [Product]) async
    -> Bool
  {
    state = WishlistState(products: state.products, isLoading: true)
    do throws(WishlistError) {
      state = WishlistState(products: try await observer.call(useCase, body))
      return true
    } catch {
      state = WishlistState(products: state.products, failure: Failure(error))
      return false
    }
  }

  private func parse(_ typed: String) -> SKU? {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      let message = "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001."
      state = WishlistState(
        products: state.products, failure: Failure(kind: .invalidInput, message: message))
      return nil
    }
  }

}
