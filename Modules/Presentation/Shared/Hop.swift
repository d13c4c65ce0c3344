/// One hop of the data flow, as the observer hook sees it. In order, an intent goes into a
/// Store, the Store calls a use case, the use case's outcome comes back, the state changes,
/// the Store reports a screen event, and the Flow changes the route stack.
public enum Hop: Equatable, Sendable {
  case intent(store: String, intent: String)
  case useCase(UseCaseID)
  /// `summary` is the trace's line for the result; `subject` identifies what it is about (an
  /// order's id, a refused promotion's code), for listeners that keep data.
  case outcome(useCase: UseCaseID, succeeded: Bool, summary: String, subject: String? = nil)
  /// The properties of the state that changed, each as `name: new value`.
  case stateChanged(store: String, changes: [String])
  case screenEvent(store: String, event: String)
  case routeChanged(from: [String], to: [String])
}

/// Which use case a hop is about, by the identity of its type. A listener matches on the type
/// itself (`UseCaseID(SignIn.self)`), never on a spelled-out name, so renaming a use case is a
/// compile error where it is matched, not a match that silently stops happening. The name is
/// for people reading a trace.
public struct UseCaseID: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  /// The type's name, unqualified: `SignIn`.
  public let name: String

  public init(_ type: Any.Type) {
    self.type = ObjectIdentifier(type)
    // `_typeName` reads the name from the metadata; `String(describing:)` would first search the
    // protocol conformances of the metatype, which costs more than a query in a fresh process.
    name = _typeName(type, qualified: false)
  }

  public var description: String { name }

  public static func == (lhs: UseCaseID, rhs: UseCaseID) -> Bool { lhs.type == rhs.type }

  public func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
