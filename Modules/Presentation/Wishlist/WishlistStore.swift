import Observation
import ShopDomain

/// The wishlist screen's Store: save, list, remove, and move to the cart. A move that succeeds
/// is reported as `movedToCart`; where that leads is the Flow's call.
@MainActor
@Observable
public final class WishlistStore: Store {
  /// What a person can ask of the wishlist screen. SKUs are as typed; the Store checks them.
  public enum Intent: Equatable, Sendable {
    case load
    case save(sku: String)
    case remove(sku: String)
    case moveToCart(sku: String)
    /// Move the product at this position of the list on screen, counted from 1.
    case moveChosen(position: Int)
  }

  /// Everything the wishlist screen knows. The last list stays while a change is refused.
  public struct State: Equatable, Sendable {
    public var products: [Product]?
    public var isLoading: Bool
    /// What the last change did, in a sentence.
    public var notice: String?
    public var failure: Failure?

    public init(
      products: [Product]? = nil, isLoading: Bool = false, notice: String? = nil,
      failure: Failure? = nil
    ) {
      self.products = products
      self.isLoading = isLoading
      self.notice = notice
      self.failure = failure
    }
  }

  /// What the wishlist screen reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case movedToCart(SKU)
  }

  /// The use cases the wishlist screen calls, handed over as one value.
  struct UseCases: Sendable {
    let view: ViewWishlist
    let save: SaveForLater
    let remove: RemoveFromWishlist
    let moveToCart: MoveToCart
  }

  public private(set) var state: State

  private let useCases: UseCases
  private let core: StoreCore<Event, WishlistError>

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(
    state: State = State(), useCases: UseCases, observer: FlowObserver = .none,
    events: @escaping EventSink<Event> = { _ in }
  ) {
    self.state = state
    self.useCases = useCases
    core = StoreCore(for: Self.self, observer: observer, events: events)
  }

  public func send(_ intent: Intent) async {
    await core.send(intent, state: { state }, handle: handle)
  }

  private func handle(_ intent: Intent) async {
    switch intent {
    case .load:
      await run(useCases.view) { useCase throws(WishlistError) in try await useCase() }
    case .save(let typed):
      guard let sku = parse(typed) else { return }
      await run(useCases.save, notice: "Saved \(sku) for later.") {
        useCase throws(WishlistError) in try await useCase(sku)
      }
    case .remove(let typed):
      guard let sku = parse(typed) else { return }
      await run(useCases.remove, notice: "Removed \(sku) from your wishlist.") {
        useCase throws(WishlistError) in try await useCase(sku)
      }
    case .moveToCart(let typed):
      guard let sku = parse(typed) else { return }
      await move(sku)
    case .moveChosen(let position):
      guard let products = state.products, products.indices.contains(position - 1) else { return }
      await move(products[position - 1].sku)
    }
  }

  private func move(_ sku: SKU) async {
    let moved = await run(useCases.moveToCart, notice: "Moved \(sku) to your cart.") {
      useCase throws(WishlistError) in try await useCase(sku)
    }
    if moved { core.raise(.movedToCart(sku)) }
  }

  /// Runs one use case: loading while it runs, then the list with what it did, in one change,
  /// or the failure with the last list kept. Returns whether it succeeded.
  @discardableResult
  private func run<UseCase>(
    _ useCase: UseCase, notice: String? = nil,
    _ body: (UseCase) async throws(WishlistError) -> [Product]
  ) async -> Bool {
    state = State(products: state.products, isLoading: true)
    do throws(WishlistError) {
      // A list of products has no short description of its own, so the observer is asked
      // directly: it describes the list only for the trace.
      state = State(products: try await core.observer.call(useCase, body), notice: notice)
      return true
    } catch {
      state = State(products: state.products, failure: Failure(error))
      return false
    }
  }

  private func parse(_ typed: String) -> SKU? {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      state = State(products: state.products, failure: .notASKU(typed))
      return nil
    }
  }
}

/// What the wishlist screen shows, made from the wishlist Store's state by a pure function.
public struct WishlistViewState: Equatable, Sendable, Encodable {
  public let products: [ProductSummary]
  /// Shown instead of the list when nothing is saved, with how to save a product.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: WishlistStore.State) {
    products = state.products?.map(ProductSummary.init) ?? []
    let isEmpty = state.products?.isEmpty == true
    emptyMessage = isEmpty ? "Your wishlist is empty." : nil
    emptySuggestion = isEmpty ? .saveForLater : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}

extension Failure {
  /// The sentence for each wishlist refusal.
  public init(_ error: WishlistError) {
    switch error {
    case .alreadySaved(let sku):
      self.init(kind: .refused, message: "\(sku) is already on your wishlist.")
    case .notSaved(let sku):
      self.init(
        kind: .notFound, message: "\(sku) is not on your wishlist.", suggestion: .viewWishlist)
    case .full:
      self.init(
        kind: .refused,
        message: "A wishlist holds at most \(Wishlist.maximumItems) products; remove one first.")
    case .notSignedIn:
      self.init(
        kind: .refused, message: "A wishlist is kept for a signed-in customer.", suggestion: .signIn
      )
    case .productNotFound(let sku):
      self.init(CatalogError.productNotFound(sku))
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}

extension WishlistError: ShownAsFailure {
  var failure: Failure { Failure(self) }
}
