import ShopDomain

/// The checkout screen's Store: `Store` running `CheckoutFeature`.
public typealias CheckoutStore = Store<CheckoutFeature>

/// The checkout screen: shows the cart to confirm, then places the order. When nobody
/// is signed in it reports `signInRequired` and leaves what to show next to the Flow; when the
/// order is placed it reports `orderPlaced`.
public struct CheckoutFeature: Feature {
  /// What a person can ask of the checkout screen.
  public enum Intent: Equatable, Sendable {
    /// Show the cart to be ordered, after checking that someone is signed in.
    case review
    /// Place the order.
    case placeOrder
  }

  /// Everything the checkout screen knows: the cart under review, and the order once placed.
  public struct State: Equatable, Sendable {
    public var review: LoadState<CartQuote> = .idle
    public var order: LoadState<Order> = .idle
  }

  /// What the checkout screen reports: it needs a signed-in customer, or an order was placed.
  public enum Event: Equatable, Sendable {
    case signInRequired
    case orderPlaced(OrderID)
  }

  let placeOrder: PlaceOrder
  let reviewCheckout: ReviewCheckout

  public func handle(_ intent: Intent, in store: CheckoutStore) async {
    switch intent {
    case .review:
      let review = await store.load(
        reviewCheckout, { useCase throws(CheckoutError) in try await useCase() },
        into: \.review)
      if case .failure(.notSignedIn) = review { store.raise(.signInRequired) }
    case .placeOrder:
      switch await store.load(
        placeOrder, { useCase throws(CheckoutError) in try await useCase() },
        into: \.order)
      {
      case .success(let order): store.raise(.orderPlaced(order.id))
      case .failure(.notSignedIn): store.raise(.signInRequired)
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
    review = state.review.value.map { CartViewState(CartStore.State(value: $0)) }
    awaitsConfirmation = state.review.value != nil && state.order == .idle
    error = state.order.failure ?? state.review.failure
  }
}

extension CheckoutError: ShownAsFailure {
  /// The sentence for each checkout refusal: what stopped it, and the step that gets past it.
  public var failure: Failure {
    switch self {
    case .notSignedIn:
      Failure(
        kind: .refused, message: "Checking out needs a signed-in customer.", suggestion: .signIn)
    case .emptyCart:
      Failure(kind: .refused, message: "The cart is empty.", suggestion: .addToCart)
    case .notEnoughStock(let sku, let requested, let available):
      Failure(CartError.notEnoughStock(sku, requested: requested, available: available))
    case .productNotFound(let sku):
      Failure(
        kind: .refused, message: "\(sku) is no longer sold.",
        suggestion: .removeFromCart(sku: sku.value))
    case .promotion(let problem):
      Failure(kind: .refused, message: Failure.message(problem), suggestion: .removePromotion)
    case .cartChangedDuringCheckout:
      Failure(
        kind: .refused,
        message: "The cart changed while the order was placed; nothing was charged.",
        suggestion: .viewCart)
    case .changedDuringCheckout(let sku):
      Failure(
        kind: .refused,
        message: "\(sku) changed while the order was placed; nothing was charged.",
        suggestion: .viewCart)
    case .cart(let cartError):
      cartError.failure
    case .storage(let storage):
      storage.failure
    }
  }
}
