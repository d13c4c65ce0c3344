import Observation
import ShopDomain

/// The checkout screen's Store: shows the cart to confirm, then places the order. When nobody
/// is signed in it reports `signInRequired` and leaves what to show next to the Flow; when the
/// order is placed it reports `orderPlaced`.
@MainActor
@Observable
public final class CheckoutStore: Store {
  /// What a person can ask of the checkout screen.
  public enum Intent: Equatable, Sendable {
    /// Show the cart to be ordered, after checking that someone is signed in.
    case review
    /// Place the order.
    case placeOrder
  }

  /// Everything the checkout screen knows: the cart under review, and the order once placed.
  public struct State: Equatable, Sendable {
    public var review: LoadState<CartQuote>
    public var order: LoadState<Order>

    public init(review: LoadState<CartQuote> = .idle, order: LoadState<Order> = .idle) {
      self.review = review
      self.order = order
    }
  }

  /// What the checkout screen reports: it needs a signed-in customer, or an order was placed.
  public enum Event: Equatable, Sendable {
    case signInRequired
    case orderPlaced(OrderID)
  }

  public private(set) var state: State

  private let placeOrder: PlaceOrder
  private let reviewCheckout: ReviewCheckout
  private let core: StoreCore<Event, CheckoutError>

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(
    state: State = State(), placeOrder: PlaceOrder, reviewCheckout: ReviewCheckout,
    observer: FlowObserver = .none, events: @escaping EventSink<Event> = { _ in }
  ) {
    self.state = state
    self.placeOrder = placeOrder
    self.reviewCheckout = reviewCheckout
    core = StoreCore(for: Self.self, observer: observer, events: events)
  }

  public func send(_ intent: Intent) async {
    await core.send(intent, state: { state }, handle: handle)
  }

  private func handle(_ intent: Intent) async {
    switch intent {
    case .review:
      let review = await core.load(
        reviewCheckout, { useCase throws(CheckoutError) in try await useCase() },
        into: { state.review = $0 })
      if case .failure(.notSignedIn) = review { core.raise(.signInRequired) }
    case .placeOrder:
      switch await core.load(
        placeOrder, { useCase throws(CheckoutError) in try await useCase() },
        into: { state.order = $0 })
      {
      case .success(let order): core.raise(.orderPlaced(order.id))
      case .failure(.notSignedIn): core.raise(.signInRequired)
      case .failure: break
      }
    }
  }
}

/// What the checkout screen shows: the cart to confirm, then the placed order's confirmation,
/// or why it cannot go on.
public struct CheckoutViewState: Equatable, Sendable, Encodable {
  /// The cart under review, until the order is placed.
  public let review: CartViewState?
  public let order: OrderDetailViewState
  /// Whether the screen waits for a confirmation to place the order.
  public let awaitsConfirmation: Bool
  public let error: Failure?

  public init(_ state: CheckoutStore.State) {
    let notice = state.order.value.map { "Order \($0.id) placed. Thank you!" }
    order = OrderDetailViewState(state.order, notice: notice)
    review = state.review.value.map { CartViewState(CartStore.State(quote: $0)) }
    awaitsConfirmation = state.review.value != nil && state.order == .idle
    error = state.order.failure ?? state.review.failure
  }
}

extension Failure {
  /// The sentence for each checkout refusal: what stopped it, and the step that gets past it.
  public init(_ error: CheckoutError) {
    switch error {
    case .notSignedIn:
      self.init(
        kind: .refused, message: "Checking out needs a signed-in customer.", suggestion: .signIn)
    case .emptyCart:
      self.init(kind: .refused, message: "The cart is empty.", suggestion: .addToCart)
    case .notEnoughStock(let sku, let requested, let available):
      self.init(CartError.notEnoughStock(sku, requested: requested, available: available))
    case .productNotFound(let sku):
      self.init(
        kind: .refused, message: "\(sku) is no longer sold.",
        suggestion: .removeFromCart(sku: sku.value))
    case .promotion(let problem):
      self.init(kind: .refused, message: Failure.message(problem), suggestion: .removePromotion)
    case .changedDuringCheckout(let sku):
      self.init(
        kind: .refused,
        message: "\(sku) changed while the order was placed; nothing was charged.",
        suggestion: .viewCart)
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}

extension CheckoutError: ShownAsFailure {
  var failure: Failure { Failure(self) }
}
