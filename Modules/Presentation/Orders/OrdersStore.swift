import Observation
import ShopDomain

/// The order list's Store: the signed-in customer's orders, newest first, a page at a time.
@MainActor
@Observable
public final class OrdersStore {
  public private(set) var state: OrdersState

  private let listOrders: ListOrders
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<OrdersEvent>

  public init(
    state: OrdersState = OrdersState(),
    listOrders: ListOrders,
    observer: FlowObserver = .none,
    events: @escaping EventSink<OrdersEvent> = { _ in }
  ) {
    self.state = state
    self.listOrders = listOrders
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: OrdersIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: OrdersIntent) async {
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
      events.raise(.orderChosen(orders[position - 1].id))
    }
  }

  private func load(after: OrderID?) async {
    state.after = after
    state.page = .loading
    do throws(OrderError) {
      let page = try await observer.call(ListOrders.self) { () async throws(OrderError) in
        try await listOrders(after: after)
      }
      state.page = .loaded(page)
    } catch {
      state.page = .failed(Failure(error))
    }
  }

}
