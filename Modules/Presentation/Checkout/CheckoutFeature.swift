import ShopDomain

/// The checkout screen's Store: `Store` running `CheckoutFeature`.
public typealias CheckoutStore = Store<CheckoutFeature>

/// The checkout screen: shows the cart to confirm, then places exactly what was confirmed. When
/// nobody is signed in it reports `signInRequired` and leaves what to show next to the Flow; when
/// the order is placed it reports `orderPlaced`. When the cart would no longer order what was
/// reviewed, nothing is placed and the new review takes the old one's place, to confirm again.
public struct CheckoutFeature: Feature {
  /// What a person can ask of the checkout screen.
  public enum Intent: Equatable, Sendable {
    /// Show the cart to be ordered, after checking that someone is signed in.
    case review
    /// Place the order under review, exactly as it was reviewed.
    case confirm
    /// Place the cart as it is now, with no review first: for a front end that shows the order
    /// it placed instead (a one-shot command).
    case placeOrder
  }

  /// Everything the checkout screen knows: the cart under review, and the order once placed.
  public struct State: Equatable, Sendable {
    public var review: LoadState<CheckoutReview> = .idle
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
      // A review starts afresh: an order placed or refused before it is no longer the screen's.
      let review = await store.load(
        reviewCheckout, { useCase throws(CheckoutError) in try await useCase() },
        into: \.review, starting: { $0.order = .idle })
      if case .failure(.notSignedIn) = review { store.raise(.signInRequired) }
    case .confirm:
      guard let reviewed = store.state.review.value else { return await handle(.review, in: store) }
      await place(in: store) { useCase throws(CheckoutError) in
        try await useCase(confirming: reviewed)
      }
    case .placeOrder:
      await place(in: store) { useCase throws(CheckoutError) in try await useCase() }
    }
  }

  private func place(
    in store: CheckoutStore, _ body: (PlaceOrder) async throws(CheckoutError) -> Order
  ) async {
    switch await store.load(placeOrder, body, into: \.order) {
    case .success(let order): store.raise(.orderPlaced(order.id))
    case .failure(.notSignedIn): store.raise(.signInRequired)
    case .failure(.quoteChanged(_, let now)): store.state.review = .loaded(now)
    case .failure: break
    }
  }
}

/// What the checkout screen shows: the cart to confirm, then the placed order's confirmation,
/// or why it cannot go on.
public struct CheckoutViewState: Equatable, Sendable {
  /// The cart under review; it stays after the order is placed, and `awaitsConfirmation` tells
  /// a review waiting from one that led to an order.
  public let review: CartViewState?
  public let order: OrderDetailViewState
  /// Whether the screen waits for a confirmation to place the order: a review is on show and no
  /// order is placed or being placed (after a refused one, the review shown is to confirm again).
  public let awaitsConfirmation: Bool
  public let error: Failure?

  /// What a placed order is told with, on every screen that shows it placed.
  public static func placedNotice(_ id: OrderID) -> String { "Order \(id) placed. Thank you!" }

  public init(_ state: CheckoutStore.State) {
    let notice = state.order.value.map { Self.placedNotice($0.id) }
    order = OrderDetailViewState(state.order, notice: notice)
    review = state.review.value.map { CartViewState(CartStore.State(value: $0.quote)) }
    awaitsConfirmation =
      state.review.value != nil && state.order.value == nil && state.order != .loading
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
    case .quoteChanged(let change, let now):
      Failure(
        kind: .refused,
        message: Self.message(change)
          + " since you reviewed the order, so nothing was ordered; the total is now \(PriceText.format(now.quote.total)).",
        suggestion: .confirmAgain)
    case .changedWhilePlacing:
      Failure(
        kind: .refused,
        message: "The cart or the catalog changed while the order was placed; nothing was ordered.",
        suggestion: .viewCart)
    case .cart(let cartError):
      cartError.failure
    case .invalidOrder(.placedAt):
      Failure(kind: .refused, message: Failure.clockOutsideCalendar)
    case .invalidOrder(let invalid):
      Failure(
        kind: .refused,
        message: "This cart would make an order whose \(invalid.rawValue) breaks a rule of orders.")
    case .storage(let storage):
      storage.failure
    }
  }

  /// What changed, as the start of a sentence.
  private static func message(_ change: QuoteChange) -> String {
    switch change {
    case .customer:
      "Another customer signed in"
    case .lines:
      "The cart's lines changed"
    case .price(let sku, let from, let to):
      "The price of \(sku) changed from \(PriceText.format(from)) to \(PriceText.format(to))"
    case .discount(let from, let to):
      "The promotion's discount changed from \(PriceText.format(from)) to \(PriceText.format(to))"
    case .shipping(let from, let to):
      "Shipping changed from \(PriceText.format(from)) to \(PriceText.format(to))"
    }
  }
}

/// The checkout's Store, wired as `cart()` is in `StoreFactory.swift`: a review, then an order
/// placed from exactly what was reviewed.
extension StoreFactory {
  public func checkout(events: EventSink<CheckoutStore.Event>? = nil) -> CheckoutStore {
    let feature = CheckoutFeature(
      placeOrder: PlaceOrder(
        visitor: ports.visitor, carts: storage.carts, priceCart: priceCart,
        orders: storage.orders, ids: ports.orderIDs, clock: ports.clock),
      reviewCheckout: ReviewCheckout(
        visitor: ports.visitor, carts: storage.carts, priceCart: priceCart))
    return Store(
      feature, state: CheckoutStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
