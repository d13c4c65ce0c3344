import Observation
import ShopDomain

/// The checkout screen's Store: shows the cart to confirm, then places the order. When nobody
/// is signed in it reports `signInRequired` and leaves what to show next to the Flow; when the
/// order is placed it reports `orderPlaced`.
@MainActor
@Observable
public final class CheckoutStore {
  public private(set) var state: CheckoutState

  private let placeOrder: PlaceOrder
  private let reviewCheckout: ReviewCheckout
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<CheckoutEvent>

  public init(
    state: CheckoutState = CheckoutState(),
    placeOrder: PlaceOrder,
    reviewCheckout: ReviewCheckout,
    observer: FlowObserver = .none,
    events: @escaping EventSink<CheckoutEvent> = { _ in }
  ) {
    self.state = state
    self.placeOrder = placeOrder
    self.reviewCheckout = reviewCheckout
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: CheckoutIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: CheckoutIntent) async {
    switch intent {
    case .review: await review()
    case .placeOrder: await place()
    }
  }

  private func review() async {
    state.review = .loading
    do throws(CheckoutError) {
      let quote = try await observer.call(ReviewCheckout.self) { () async throws(CheckoutError) in
        try await reviewCheckout()
      }
      state.review = .loaded(quote)
    } catch {
      state.review = .failed(Failure(error))
      if error == .notSignedIn { events.raise(.signInRequired) }
    }
  }

  private func place() async {
    state.order = .loading
    do throws(CheckoutError) {
      let order = try await observer.call(PlaceOrder.self) { () async throws(CheckoutError) in
        try await placeOrder()
      }
      state.order = .loaded(order)
      events.raise(.orderPlaced(order.id))
    } catch {
      state.order = .failed(Failure(error))
      if error == .notSignedIn { events.raise(.signInRequired) }
    }
  }

}
