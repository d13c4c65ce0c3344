/// The one hook every hop of the data flow passes through: intents, use-case calls and their
/// outcomes, state changes, screen events and route changes. Stores and Flows report to it and
/// know nothing of who listens. A hop carries the values as they are: only the listener that
/// prints (`--trace`) puts them in words, so nothing is described that nobody reads.
public struct FlowObserver: Sendable {
  private let observe: @MainActor @Sendable (Hop) -> Void

  public init(_ observe: @escaping @MainActor @Sendable (Hop) -> Void) {
    self.observe = observe
  }

  /// An observer that ignores every hop.
  public static let none = FlowObserver { _ in }

  /// This observer, then `next`: how a second observer adds itself without the Stores knowing.
  public func then(_ next: FlowObserver) -> FlowObserver {
    FlowObserver { hop in
      self.observe(hop)
      next.observe(hop)
    }
  }

  @MainActor
  func intent(_ store: Any.Type, _ intent: Any) {
    observe(.intent(store: store, intent: intent))
  }

  /// Runs a use case, reporting the call and its outcome around it. The use case itself is
  /// handed in, and `body` runs that value: the identity reported is the type of what ran, so a
  /// name spelled beside the call cannot disagree with it.
  @MainActor
  func call<UseCase, Value, Refusal: Error>(
    _ useCase: UseCase, _ body: (UseCase) async throws(Refusal) -> Value
  ) async throws(Refusal) -> Value {
    let name = UseCaseID(type(of: useCase))
    observe(.useCase(name))
    do {
      let value = try await body(useCase)
      observe(.outcome(useCase: name, .success(value)))
      return value
    } catch {
      observe(.outcome(useCase: name, .failure(error)))
      throw error
    }
  }

  @MainActor
  func stateChanged(_ store: Any.Type, from old: Any, to new: Any) {
    observe(.stateChanged(store: store, from: old, to: new))
  }

  @MainActor
  func event(_ store: Any.Type, _ event: Any) {
    observe(.screenEvent(store: store, event: event))
  }

  @MainActor
  func route(from old: [Route], to new: [Route]) {
    observe(.routeChanged(from: old, to: new))
  }
}

/// One hop of the data flow, as the observer hook sees it. In order, an intent goes into a
/// Store, the Store calls a use case, the use case's outcome comes back, the state changes,
/// the Store reports a screen event, and the Flow changes the route stack. A Store is named by
/// its type (`Store<CartFeature>`).
public enum Hop {
  case intent(store: Any.Type, intent: Any)
  case useCase(UseCaseID)
  /// What the use case returned, or the error it refused with.
  case outcome(useCase: UseCaseID, Result<Any, any Error>)
  case stateChanged(store: Any.Type, from: Any, to: Any)
  case screenEvent(store: Any.Type, event: Any)
  case routeChanged(from: [Route], to: [Route])
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
