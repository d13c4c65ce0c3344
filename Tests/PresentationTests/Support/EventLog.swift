import ShopPresentation

/// Collects a Store's screen events in order, so a test can assert exactly what was reported.
@MainActor
final class EventLog<Event> {
  private(set) var events: [Event] = []

  var sink: EventSink<Event> {
    { [weak self] event in self?.events.append(event) }
  }
}
