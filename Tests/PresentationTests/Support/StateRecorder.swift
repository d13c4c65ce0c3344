import Observation

/// Records every value an observable property takes, through Observation itself: the tracking
/// fires before each change, so the value read then is the one about to be replaced, and the
/// current value closes the list. Consecutive equal values are kept once, so `values` is the
/// sequence a view observing the property would have shown.
@MainActor
final class StateRecorder<Value: Equatable> {
  private let read: @MainActor () -> Value
  private var recorded: [Value] = []

  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    track()
  }

  /// Every distinct value so far, oldest first, ending with the current one.
  var values: [Value] {
    (recorded + [read()]).reduce(into: []) { values, value in
      if values.last != value { values.append(value) }
    }
  }

  private func track() {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.recorded.append(self.read())
        self.track()
      }
    }
  }
}
