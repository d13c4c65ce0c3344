import Observation
import ShopDomain

/// The order screen's Store: shows one order, and cancels it when asked and allowed.
@MainActor
@Observable
public final class OrderDetailStore {
  public private(set) var state: OrderDetailState

  private let showOrder: ShowOrder
  private let cancelOrder: CancelOrder

  public init(
    state: OrderDetailState = OrderDetailState(), showOrder: ShowOrder, cancelOrder: CancelOrder
  ) {
    self.state = state
    self.showOrder = showOrder
    self.cancelOrder = cancelOrder
  }

  public func send(_ intent: OrderDetailIntent) async {
    switch intent {
    case .show(let typed):
      await run(typed, cancelling: false) { id async throws(OrderError) in
        try await self.showOrder(id)
      }
    case .cancel(let typed):
      await run(typed, cancelling: true) { id async throws(OrderError) in
        try await self.cancelOrder(id)
      }
    }
  }

  private func run(
    _ typed: String, cancelling: Bool, _ useCase: (OrderID) async throws(OrderError) -> Order
  ) async {
    state.justCancelled = false
    state.order = .loading
    do throws(OrderError) {
      state.order = .loaded(try await useCase(try OrderID(typed)))
      state.justCancelled = cancelling
    } catch {
      state.order = .failed(Failure(error))
    }
  }
}
