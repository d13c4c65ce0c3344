import Observation
import ShopDomain

/// The order screen's Store: shows one order, and cancels it when asked and allowed.
@MainActor
@Observable
public final class OrderDetailStore {
  public private(set) var state: OrderDetailState

  private let showOrder: ShowOrder
  private let cancelOrder: CancelOrder
  private let observer: FlowObserver

  public init(
    state: OrderDetailState = OrderDetailState(),
    showOrder: ShowOrder,
    cancelOrder: CancelOrder,
    observer: FlowObserver = .none
  ) {
    self.state = state
    self.showOrder = showOrder
    self.cancelOrder = cancelOrder
    self.observer = observer
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: OrderDetailIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
  }

  private func handle(_ intent: OrderDetailIntent) async {
    switch intent {
    case .show(let typed):
      await run(ShowOrder.self, typed, cancelling: false) { id async throws(OrderError) in
        try await self.showOrder(id)
      }
    case .cancel(let typed):
      await run(CancelOrder.self, typed, cancelling: true) { id async throws(OrderError) in
        try await self.cancelOrder(id)
      }
    }
  }

  private func run(
    _ useCase: Any.Type,
    _ typed: String,
    cancelling: Bool,
    _ body: (OrderID) async throws(OrderError) -> Order
  ) async {
    let id: OrderID
    do throws(OrderError) {
      id = try OrderID(typed)
    } catch {
      state = OrderDetailState(order: .failed(Failure(error)))
      return
    }
    state = OrderDetailState(order: .loading)
    do throws(OrderError) {
      let order = try await observer.call(useCase) { () async throws(OrderError) in
        try await body(id)
      }
      state = OrderDetailState(order: .loaded(order), justCancelled: cancelling)
    } catch {
      state = OrderDetailState(order: .failed(Failure(error)))
    }
  }
}
