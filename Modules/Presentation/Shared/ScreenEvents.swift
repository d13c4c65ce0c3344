/// The screen events a Store raises while it handles one intent. They wait until `send` has
/// reported the state change, then go to the observer hook and to the Store's listener (a Flow)
/// in the order they were raised: the state first, then the events, as the data-flow diagram
/// goes.
@MainActor
struct ScreenEvents<Event> {
  private let listener: EventSink<Event>
  private var raised: [Event] = []

  init(listener: @escaping EventSink<Event>) {
    self.listener = listener
  }

  /// Keeps `event` until the end of the intent.
  mutating func raise(_ event: Event) {
    raised.append(event)
  }

  /// Reports and delivers every event raised since the last call.
  mutating func deliver(from store: Any.Type, through observer: FlowObserver) {
    let events = raised
    raised = []
    for event in events {
      observer.event(store, event)
      listener(event)
    }
  }
}
