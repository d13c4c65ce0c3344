import Observation
import ShopDomain

/// The checkout screen's Store: places the order. When nobody is signed in it reports
/// `signInRequired` and leaves the choice of what to show to the Flow; when the order is placed
/// it reports `orderPlaced`.
@MainActor
@Observable
public final class CheckoutStore {
  public private(set) var state: CheckoutState

  private let placeOrder: PlaceOrder
  private let events: EventSink<CheckoutEvent>

  public init(
    state: CheckoutState = CheckoutState(), placeOrder: PlaceOrder,
    events: @escaping EventSink<CheckoutEvent> = { _ in }
  ) {
    self.state = state
    self.placeOrder = placeOrder
    self.events = events
  }

  public func send(_ intent: CheckoutIntent) async {
    switch intent {
    case .placeOrder:
      state.order = .loading
      do throws(CheckoutError) {
        let order = try await placeOrder()
        state.order = .loaded(order)
        events(.orderPlaced(order.id))
      } catch {
        state.order = .failed(Failure(error))
        if error == .notSignedIn { events(.signInRequired) }
      }
    }
  }
}
