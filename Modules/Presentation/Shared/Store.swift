import Observation

/// A screen's Store as a front end and a test see it: intents go in through `send`, and a value
/// `state` comes out, observed. Each Store nests its own `Intent`, `State` and `Event`, declares
/// its state and how it handles an intent, and leaves the rest of `send` to `StoreCore`.
@MainActor
public protocol Store: AnyObject, Observable {
  /// What a person can ask of the screen.
  associatedtype Intent: Sendable
  /// Everything the screen knows: a value, changed only inside the Store.
  associatedtype State: Equatable & Sendable
  /// What the screen reports to whoever decides the next screen; `Never` when it reports nothing.
  associatedtype Event: Sendable

  var state: State { get }

  /// The one way in. Returns when the work the intent started is done, so a caller (a command,
  /// a test) can await it and read the state.
  func send(_ intent: Intent) async
}

/// Where a Store reports its screen events ("order placed", "sign-in needed"). The Store only
/// says what happened; whoever listens (a Flow) decides which screen comes next.
public typealias EventSink<Event> = @MainActor (Event) -> Void

/// The part of `send` that is the same in every Store, written once: report the intent, let the
/// Store handle it, report what changed in the state, then deliver the screen events it raised.
/// It also runs the Store's use cases through the observer hook, so each call is reported under
/// the type of the use case that ran, and keeps the loading and failure bookkeeping of a
/// `LoadState` in one place.
///
/// `DomainError` is the one Domain error the Store's use cases throw; every Store has one.
@MainActor
final class StoreCore<Event, DomainError: ShownAsFailure> {
  let observer: FlowObserver
  private let store: Any.Type
  private let listener: EventSink<Event>
  /// Events wait here until the state change is reported: the state first, then the events, as
  /// the data-flow diagram goes.
  private var raised: [Event] = []

  init(for store: Any.Type, observer: FlowObserver, events listener: @escaping EventSink<Event>) {
    self.store = store
    self.observer = observer
    self.listener = listener
  }

  /// The body of every Store's `send`.
  func send<Intent, State>(
    _ intent: Intent, state: () -> State, handle: (Intent) async -> Void
  ) async {
    let before = state()
    observer.intent(store, intent)
    await handle(intent)
    observer.stateChanged(in: store, from: before, to: state())
    let events = raised
    raised = []
    for event in events {
      observer.event(store, event)
      listener(event)
    }
  }

  /// Keeps `event` until the end of the intent.
  func raise(_ event: Event) {
    raised.append(event)
  }

  /// Runs `useCase`, reported by its own type: the name in the trace is the use case that ran.
  func call<UseCase, Value: TraceDescribable>(
    _ useCase: UseCase, _ body: (UseCase) async throws(DomainError) -> Value
  ) async throws(DomainError) -> Value {
    try await observer.call(useCase, body)
  }

  /// Runs `useCase` for a value the screen shows as a `LoadState`: `loading` while it runs, then
  /// `loaded`, or `failed` with the error in words. Returns the outcome for what follows it.
  @discardableResult
  func load<UseCase, Value: TraceDescribable>(
    _ useCase: UseCase,
    _ body: (UseCase) async throws(DomainError) -> Value,
    into show: (LoadState<Value>) -> Void
  ) async -> Result<Value, DomainError> {
    show(.loading)
    do throws(DomainError) {
      let value = try await call(useCase, body)
      show(.loaded(value))
      return .success(value)
    } catch {
      show(.failed(error.failure))
      return .failure(error)
    }
  }
}

/// Where a screen's data is: not asked for yet, on its way, here, or failed.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
  case idle
  case loading
  case loaded(Value)
  case failed(Failure)

  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }

  public var failure: Failure? {
    guard case .failed(let failure) = self else { return nil }
    return failure
  }
}
