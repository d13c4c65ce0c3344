import Observation
import ShopDomain

/// The order list's Store: the signed-in customer's orders, newest first, a page at a time.
@MainActor
@Observable
public final class OrdersStore {
  public private(set) var state: OrdersState

  private let listOrders: ListOrders

  public init(state: OrdersState = OrdersState(), listOrders: ListOrders) {
    self.state = state
    self.listOrders = listOrders
  }

  public func send(_ intent: OrdersIntent) async {
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
    }
  }

  private func load(after: OrderID?) async {
    state.after = after
    state.page = .loading
    do throws(OrderError) {
      state.page = .loaded(try await listOrders(after: after))
    } catch {
      state.page = .failed(Failure(error))
    }
  }
}
