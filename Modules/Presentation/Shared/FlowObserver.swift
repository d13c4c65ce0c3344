/// The one hook every hop of the data flow passes through: intents, use-case calls and their
/// outcomes, state changes, screen events and route changes.
///
/// Stores and Flows report to it and know nothing of who listens. The app listens to print
/// `--trace` and, through decorators chained at the composition root, to count what it must;
/// tests listen to assert the exact sequence of hops.
public struct FlowObserver: Sendable {
  private let observe: @MainActor @Sendable (Hop) -> Void

  public init(_ observe: @escaping @MainActor @Sendable (Hop) -> Void) {
    self.observe = observe
  }

  /// An observer that ignores every hop.
  public static let none = FlowObserver { _ in }

  @MainActor
  public func callAsFunction(_ hop: Hop) {
    observe(hop)
  }

  /// This observer, then `next`: how a decorator adds itself without the Stores knowing.
  public func then(_ next: FlowObserver) -> FlowObserver {
    FlowObserver { hop in
      self(hop)
      next(hop)
    }
  }

  /// Calls a use case, reporting the call and its outcome around it.
  @MainActor
  public func call<Value, Failure: Error>(
    _ useCase: Any.Type,
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let name = String(describing: useCase)
    observe(.useCase(name))
    do {
      let value = try await body()
      observe(.outcome(useCase: name, succeeded: true, summary: TraceText.describe(value)))
      return value
    } catch {
      observe(.outcome(useCase: name, succeeded: false, summary: TraceText.describe(error)))
      throw error
    }
  }

  /// Reports the properties that differ between two states of a Store.
  @MainActor
  public func stateChanged<State>(in store: Any.Type, from old: State, to new: State) {
    let changes = StateChange.between(old, new)
    guard !changes.isEmpty else { return }
    observe(.stateChanged(store: String(describing: store), changes: changes))
  }
}
