import ShopPresentation
import Testing

/// Drives a Store as TCA's `TestStore` does: each `send` names every state the Store passes
/// through (loading included), each as a change to the one before, and every screen event it
/// raises. A state or an event the test did not name fails it, with the fields that differ.
@MainActor
final class StoreTest<F: Feature> where F.Event: Equatable {
  let store: Store<F>
  private let log = EventLog<F.Event>()

  /// `make` builds the Store with the sink its events go to.
  init(_ make: (@escaping EventSink<F.Event>) -> Store<F>) {
    store = make(log.sink)
  }

  /// Sends `intent`, then checks that the states it went through are `changes` applied one
  /// after the other to the state before, and that it raised exactly `events`.
  func send(
    _ intent: F.Intent, _ changes: (inout F.State) -> Void..., events: [F.Event] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let eventsBefore = log.events.count
    var expected = [store.state]
    for change in changes {
      var next = expected[expected.count - 1]
      change(&next)
      // A change to the value it had is no change a view could see.
      if next != expected[expected.count - 1] { expected.append(next) }
    }
    let recorder = StateRecorder { self.store.state }
    await store.send(intent)
    let states = recorder.values
    if states != expected {
      let difference = Self.difference(Array(expected.dropFirst()), Array(states.dropFirst()))
      Issue.record(
        "The states after \(intent) differ from those expected:\n\(difference)",
        sourceLocation: sourceLocation)
    }
    let raised = Array(log.events.dropFirst(eventsBefore))
    #expect(raised == events, "the events raised by \(intent)", sourceLocation: sourceLocation)
  }

  /// Each state that differs, by its position and the fields that differ in it.
  private static func difference(_ expected: [F.State], _ actual: [F.State]) -> String {
    (0..<max(expected.count, actual.count)).compactMap { index in
      let position = "state \(index + 1) of \(expected.count) expected, \(actual.count) seen"
      guard index < expected.count else { return "\(position): unexpected \(actual[index])" }
      guard index < actual.count else { return "\(position): missing \(expected[index])" }
      guard expected[index] != actual[index] else { return nil }
      return "\(position):\n" + fields(expected[index], actual[index]).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `− name: expected` and `+ name: seen` for each property whose description differs.
  private static func fields(_ expected: Any, _ actual: Any) -> [String] {
    let seen = Mirror(reflecting: actual).children.map { String(describing: $0.value) }
    return Mirror(reflecting: expected).children.enumerated().flatMap { index, child in
      let wanted = String(describing: child.value)
      guard index >= seen.count || seen[index] != wanted else { return [String]() }
      let name = child.label ?? "\(index)"
      return ["  − \(name): \(wanted)", "  + \(name): \(index < seen.count ? seen[index] : "—")"]
    }
  }
}
