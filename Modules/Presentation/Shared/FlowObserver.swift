/// The one hook every hop of the data flow passes through: intents, use-case calls and their
/// outcomes, state changes, screen events and route changes.
///
/// Stores and Flows report to it and know nothing of who listens. The app listens to print
/// `--trace` and, through decorators chained at the composition root, to count what it must;
/// tests listen to assert the exact sequence of hops.
public struct FlowObserver: Sendable {
  /// Which hops a listener needs. Describing a hop (an intent, a state change) takes reflection,
  /// which costs more than a query; hops nobody listens to are never described.
  public enum Interest: Int, Comparable, Sendable {
    case nothing
    /// Use-case calls and their outcomes only.
    case outcomes
    case everything

    public static func < (lhs: Interest, rhs: Interest) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public let interest: Interest
  private let observe: @MainActor @Sendable (Hop) -> Void

  public init(
    interest: Interest = .everything, _ observe: @escaping @MainActor @Sendable (Hop) -> Void
  ) {
    self.interest = interest
    self.observe = observe
  }

  /// An observer that ignores every hop.
  public static let none = FlowObserver(interest: .nothing) { _ in }

  @MainActor
  public func callAsFunction(_ hop: Hop) {
    observe(hop)
  }

  /// This observer, then `next`: how a decorator adds itself without the Stores knowing.
  public func then(_ next: FlowObserver) -> FlowObserver {
    FlowObserver(interest: max(interest, next.interest)) { hop in
      if self.interest > .nothing { self(hop) }
      if next.interest > .nothing { next(hop) }
    }
  }

  /// Reports an intent sent to a Store.
  @MainActor
  public func intent<Intent>(_ store: Any.Type, _ intent: Intent) {
    guard interest == .everything else { return }
    observe(.intent(store: String(describing: store), intent: String(describing: intent)))
  }

  /// Reports a screen event a Store raised.
  @MainActor
  public func event<Event>(_ store: Any.Type, _ event: Event) {
    guard interest == .everything else { return }
    observe(.screenEvent(store: String(describing: store), event: String(describing: event)))
  }

  /// Reports a change of the route stack.
  @MainActor
  public func route(from old: [Route], to new: [Route]) {
    guard interest == .everything else { return }
    observe(.routeChanged(from: old.map(\.description), to: new.map(\.description)))
  }

  /// Calls a use case, reporting the call and its outcome around it. The use case itself is
  /// handed in, and `body` runs that value: the identity reported is the type of what ran, so a
  /// name spelled beside the call cannot disagree with it.
  @MainActor
  public func call<UseCase, Value, Failure: Error>(
    _ useCase: UseCase,
    _ body: (UseCase) async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    // Only the trace needs a summary of any value; describing one takes reflection.
    try await call(useCase, body) {
      (interest == .everything ? TraceText.describe($0) : "", nil)
    }
  }

  /// Calls a use case whose outcome describes itself, cheaply enough for every listener.
  @MainActor
  public func call<UseCase, Value: TraceDescribable, Failure: Error>(
    _ useCase: UseCase,
    _ body: (UseCase) async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await call(useCase, body) { ($0.traceDescription, $0.subject) }
  }

  @MainActor
  private func call<UseCase, Value, Failure: Error>(
    _ useCase: UseCase,
    _ body: (UseCase) async throws(Failure) -> Value,
    summary: (Value) -> (text: String, subject: String?)
  ) async throws(Failure) -> Value {
    guard interest >= .outcomes else { return try await body(useCase) }
    let name = UseCaseID(type(of: useCase))
    observe(.useCase(name))
    do {
      let value = try await body(useCase)
      let (text, subject) = summary(value)
      observe(.outcome(useCase: name, succeeded: true, summary: text, subject: subject))
      return value
    } catch {
      observe(
        .outcome(
          useCase: name, succeeded: false, summary: TraceText.describe(error),
          subject: TraceText.subject(of: error)))
      throw error
    }
  }

  /// Reports the properties that differ between two states of a Store.
  @MainActor
  public func stateChanged<State>(in store: Any.Type, from old: State, to new: State) {
    guard interest == .everything else { return }
    let changes = StateChange.between(old, new)
    guard !changes.isEmpty else { return }
    observe(.stateChanged(store: String(describing: store), changes: changes))
  }
}

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
/// for people reading a trace, and is spelled only when one is read.
public struct UseCaseID: Hashable, Sendable, CustomStringConvertible {
  private let type: Any.Type

  public init(_ type: Any.Type) {
    self.type = type
  }

  /// The type's name, unqualified: `SignIn`.
  public var name: String { String(describing: type) }

  public var description: String { name }

  public static func == (lhs: UseCaseID, rhs: UseCaseID) -> Bool { lhs.type == rhs.type }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
