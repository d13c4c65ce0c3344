import ShopDomain

/// The order list's Store: `Store` running `OrdersFeature`.
public typealias OrdersStore = Store<OrdersFeature>

/// The order list: the signed-in customer's orders, newest first, a page at a time.
public struct OrdersFeature: Feature {
  /// What a person can ask of the order list.
  public enum Intent: Equatable, Sendable {
    /// The first page, or the page after the order with this id.
    case load(after: String?)
    case nextPage
    /// Open the order at this position of the page on screen, counted from 1.
    case choose(position: Int)
  }

  /// Everything the order list knows: which page it shows, and the page.
  public struct State: Equatable, Sendable {
    public var after: OrderID?
    public var page: LoadState<Page<Order, OrderID>> = .idle
  }

  /// What the order list reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case orderChosen(OrderID)
  }

  let listOrders: ListOrders

  public func handle(_ intent: Intent, in store: OrdersStore) async {
    switch intent {
    case .load(nil):
      await load(after: nil, in: store)
    case .load(let typed?):
      do throws(OrderError) {
        await load(after: try OrderID(typed), in: store)
      } catch {
        store.state.page = .failed(Failure(error))
      }
    case .nextPage:
      guard let cursor = store.state.page.value?.nextCursor else { return }
      await load(after: cursor, in: store)
    case .choose(let position):
      guard let order = store.state.page.value?.items.item(atPosition: position) else { return }
      store.raise(.orderChosen(order.id))
    }
  }

  /// The cursor is set with the page's `.loading`, so a page asked for is one change of state.
  private func load(after: OrderID?, in store: OrdersStore) async {
    await store.load(
      listOrders, { useCase throws(OrderError) in try await useCase(after: after) },
      into: \.page, starting: { $0.after = after })
  }
}

/// What the order list shows, made from the order list Store's state by a pure function.
public struct OrdersViewState: Equatable, Sendable {
  public let orders: [OrderSummary]
  /// Shown instead of an empty list: on the first page, with how to place a first order; past
  /// the last, that there are no more.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let nextCursor: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: OrdersStore.State) {
    let page = state.page.value
    orders = page?.items.map(OrderSummary.init) ?? []
    let isEmpty = page.map(\.items.isEmpty) == true
    let isFirstPage = state.after == nil
    emptyMessage = isEmpty ? (isFirstPage ? "No orders yet." : "No more orders.") : nil
    emptySuggestion = isEmpty && isFirstPage ? .checkOut : nil
    nextCursor = page?.nextCursor?.value
    isLoading = state.page == .loading
    error = state.page.failure
  }
}

/// An order as a list shows it, every field text but its count of items, which each front end
/// words (one item, 3 items).
public struct OrderSummary: Equatable, Sendable {
  public let id: String
  public let placedAt: String
  public let status: String
  public let itemCount: Int
  public let total: String

  public init(_ order: Order) {
    id = order.id.value
    placedAt = DateText.format(order.placedAt)
    status = order.status.rawValue
    itemCount = order.lines.reduce(0) { $0 + $1.quantity }
    total = PriceText.format(order.total)
  }
}

/// The order list's Store, wired as `cart()` is in `StoreFactory.swift`.
extension StoreFactory {
  public func orders(events: EventSink<OrdersStore.Event>? = nil) -> OrdersStore {
    Store(
      OrdersFeature(listOrders: ListOrders(visitor: ports.visitor, orders: storage.orders)),
      state: OrdersStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
