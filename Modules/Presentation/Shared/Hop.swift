/// One hop of the data flow, as the observer hook sees it. In order, an intent goes into a
/// Store, the Store calls a use case, the use case's outcome comes back, the state changes,
/// the Store reports a screen event, and the Flow changes the route stack.
public enum Hop: Equatable, Sendable {
  case intent(store: String, intent: String)
  case useCase(String)
  case outcome(useCase: String, succeeded: Bool, summary: String)
  /// The properties of the state that changed, each as `name: new value`.
  case stateChanged(store: String, changes: [String])
  case screenEvent(store: String, event: String)
  case routeChanged(from: [String], to: [String])
}
