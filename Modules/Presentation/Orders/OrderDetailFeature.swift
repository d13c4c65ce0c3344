import ShopDomain

/// The order screen's Store: `Store` running `OrderDetailFeature`.
public typealias OrderDetailStore = Store<OrderDetailFeature>

/// The order screen: shows one order, and cancels it when asked and allowed.
public struct OrderDetailFeature: Feature {
  /// What a person can ask of the order screen. Ids are as typed; the feature checks them.
  public enum Intent: Equatable, Sendable {
    case show(id: String)
    case cancel(id: String)

    /// The order either intent names, as typed: a front end that confirms a cancellation first
    /// reads the order by it, then sends the intent it was given, whatever else it carries.
    public var id: String {
      switch self {
      case .show(let id), .cancel(let id): id
      }
    }
  }

  /// Everything the order screen knows: the order, and whether it was just cancelled.
  public struct State: Equatable, Sendable {
    public var order: LoadState<Order> = .idle
    public var justCancelled = false
  }

  /// The order screen reports nothing: after a cancel, the same screen shows the order.
  public typealias Event = Never

  let showOrder: ShowOrder
  let cancelOrder: CancelOrder

  public func handle(_ intent: Intent, in store: OrderDetailStore) async {
    switch intent {
    case .show(let typed):
      await run(showOrder, typed, cancelling: false, in: store) { useCase, id throws(OrderError) in
        try await useCase(id)
      }
    case .cancel(let typed):
      await run(cancelOrder, typed, cancelling: true, in: store) { useCase, id throws(OrderError) in
        try await useCase(id)
      }
    }
  }

  /// Checks the typed id, then runs `useCase` on it: loading while it runs, then the order (and
  /// whether it was just cancelled, in the same change), or the failure.
  private func run<UseCase>(
    _ useCase: UseCase, _ typed: String, cancelling: Bool, in store: OrderDetailStore,
    _ body: (UseCase, OrderID) async throws(OrderError) -> Order
  ) async {
    let id: OrderID
    do throws(OrderError) {
      id = try OrderID(typed)
    } catch {
      store.state = State(order: .failed(Failure(error)))
      return
    }
    store.state = State(order: .loading)
    do throws(OrderError) {
      let order = try await store.call(useCase) { useCase throws(OrderError) in
        try await body(useCase, id)
      }
      store.state = State(order: .loaded(order), justCancelled: cancelling)
    } catch {
      store.state = State(order: .failed(Failure(error)))
    }
  }
}

/// What the order screen shows (also the checkout confirmation): the lines at the prices the
/// order was placed at, the totals, the status, and whether it can still be cancelled.
public struct OrderDetailViewState: Equatable, Sendable {
  public let id: String?
  public let status: String?
  public let placedAt: String?
  public let lines: [LineText]
  public let subtotal: String?
  public let promotionCode: String?
  public let discount: String?
  public let shipping: String?
  public let total: String?
  public let canCancel: Bool
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ order: LoadState<Order>, notice: String? = nil) {
    let value = order.value
    id = value?.id.value
    status = value?.status.rawValue
    placedAt = value.map { DateText.format($0.placedAt) }
    lines =
      value?.lines.map {
        LineText(
          sku: $0.sku, name: $0.name, quantity: $0.quantity, unitPrice: $0.unitPrice,
          total: $0.total)
      } ?? []
    subtotal = value.map { PriceText.format($0.subtotal) }
    promotionCode = value?.promotionCode?.value
    discount = value.flatMap { PriceText.discount($0.discount) }
    shipping = value.map { PriceText.shipping($0.shipping) }
    total = value.map { PriceText.format($0.total) }
    canCancel = value?.status.canMove(to: .cancelled) ?? false
    self.notice = notice
    isLoading = order == .loading
    error = order.failure
  }
}

extension OrderDetailViewState {
  /// The order screen's view state from its Store's state.
  public init(_ state: OrderDetailStore.State) {
    // The notice claims the cancellation alone: its units go back to a shelf that holds at most
    // `Product.maximumStock`, so a line's stock may not rise.
    let notice = state.justCancelled ? state.order.value.map { "Order \($0.id) cancelled." } : nil
    self.init(state.order, notice: notice)
  }
}

extension OrderError: ShownAsFailure {
  /// The sentence for each order refusal.
  public var failure: Failure {
    switch self {
    case .invalidID(let raw):
      Failure(
        kind: .invalidInput,
        message: "\(TypedText.quoted(raw)) is not an order id, like O-7F3A9C2E.")
    case .notFound(let id):
      Failure(kind: .notFound, message: "You have no order \(id).", suggestion: .viewOrders)
    case .noOrderToContinueAfter(let id):
      .noItemToContinueAfter("order \(id) of yours")
    case .illegalTransition(let id, let from, let to):
      Failure(kind: .refused, message: Self.transition(id, from: from, to: to))
    case .notSignedIn:
      Failure(
        kind: .refused, message: "Orders are kept for a signed-in customer.", suggestion: .signIn)
    case .storage(let storage):
      storage.failure
    }
  }

  private static func transition(_ id: OrderID, from: OrderStatus, to: OrderStatus) -> String {
    switch (from, to) {
    case (.cancelled, .cancelled): "Order \(id) is already cancelled."
    case (_, .cancelled): "Order \(id) is \(from.rawValue) and can no longer be cancelled."
    default: "Order \(id) cannot go from \(from.rawValue) to \(to.rawValue)."
    }
  }
}

/// One order's Store, with its cancellation, wired as `cart()` is in `StoreFactory.swift`.
extension StoreFactory {
  public func orderDetail() -> OrderDetailStore {
    let feature = OrderDetailFeature(
      showOrder: ShowOrder(visitor: ports.visitor, orders: storage.orders),
      cancelOrder: CancelOrder(visitor: ports.visitor, orders: storage.orders))
    return Store(feature, state: OrderDetailStore.State(), observer: observer)
  }
}
