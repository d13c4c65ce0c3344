import Observation
import ShopDomain

/// The order list's Store: the signed-in customer's orders, newest first, a page at a time.
@MainActor
@Observable
public final class OrdersStore: Store {
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
    public var page: LoadState<OrderPage>

    public init(after: OrderID? = nil, page: LoadState<OrderPage> = .idle) {
      self.after = after
      self.page = page
    }
  }

  /// What the order list reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case orderChosen(OrderID)
  }

  public private(set) var state: State

  private let listOrders: ListOrders
  private let core: StoreCore<Event, OrderError>

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(
    state: State = State(), listOrders: ListOrders, observer: FlowObserver = .none,
    events: @escaping EventSink<Event> = { _ in }
  ) {
    self.state = state
    self.listOrders = listOrders
    core = StoreCore(for: Self.self, observer: observer, events: events)
  }

  public func send(_ intent: Intent) async {
    await core.send(intent, state: { state }, handle: handle)
  }

  private func handle(_ intent: Intent) async {
    switch intent {
    case .load(nil):
      await load(after: nil)
    case .load(let typed?):
      do throws(OrderError) {
        await load(after: try OrderID(typed))
      } catch {
        state.page = .failed(Failure(error))
      }
    case .nextPage:
      guard let cursor = state.page.value?.nextCursor else { return }
      await load(after: cursor)
    case .choose(let position):
      guard let orders = state.page.value?.orders, orders.indices.contains(position - 1) else {
        return
      }
      core.raise(.orderChosen(orders[position - 1].id))
    }
  }

  private func load(after: OrderID?) async {
    state.after = after
    await core.load(
      listOrders, { useCase throws(OrderError) in try await useCase(after: after) },
      into: { state.page = $0 })
  }
}

/// What the order list shows, made from the order list Store's state by a pure function.
public struct OrdersViewState: Equatable, Sendable, Encodable {
  public let orders: [OrderSummary]
  /// Shown instead of an empty list, with how to place a first order.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let nextCursor: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: OrdersStore.State) {
    let page = state.page.value
    orders = page?.orders.map(OrderSummary.init) ?? []
    let isEmpty = page.map(\.orders.isEmpty) == true
    let isFirstPage = state.after == nil
    emptyMessage = isEmpty ? (isFirstPage ? "No orders yet." : "No more orders.") : nil
    emptySuggestion = isEmpty && isFirstPage ? .checkOut : nil
    nextCursor = page?.nextCursor?.value
    isLoading = state.page == .loading
    error = state.page.failure
  }
}

/// An order as a list shows it, every field already text.
public struct OrderSummary: Equatable, Sendable, Encodable {
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
