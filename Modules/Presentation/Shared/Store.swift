import Observation

/// A screen's logic: what a person can ask of it (`Intent`), everything it knows (`State`), what
/// it reports to whoever decides the next screen (`Event`), and how it handles an intent. A
/// value that holds the use cases it runs and nothing else; the one `Store` runs it.
///
/// A feature changes state only through the `Store` it is handed, so every change is observed,
/// every use case it calls is reported, and its events arrive after the state they follow.
@MainActor
public protocol Feature: Sendable {
  /// What a person can ask of the screen.
  associatedtype Intent: Sendable
  /// Everything the screen knows: a value, changed only while the Store handles an intent.
  associatedtype State: Equatable & Sendable
  /// What the screen reports; `Never` when it reports nothing.
  associatedtype Event: Sendable = Never

  /// Handles one intent: reads and sets `store.state`, runs use cases through `store`, and
  /// raises events with `store.raise`.
  func handle(_ intent: Intent, in store: Store<Self>) async
}

/// Where a Store reports its screen events ("order placed", "sign-in needed"). The Store only
/// says what happened; whoever listens (a Flow) decides which screen comes next.
public typealias EventSink<Event> = @MainActor (Event) -> Void

/// A screen's Store as a front end and a test see it: intents go in through `send`, and a value
/// `state` comes out, observed. There is one Store, generic over the `Feature` it runs, so the
/// part that is the same for every screen is written here once: report the intent, let the
/// feature handle it, report what changed in the state, then deliver the events it raised.
/// `CartStore` is `Store<CartFeature>`, as TCA's `StoreOf<Feature>` is.
@MainActor
@Observable
public final class Store<F: Feature> {
  public typealias Intent = F.Intent
  public typealias State = F.State
  public typealias Event = F.Event

  /// Set only while an intent is handled; a view observes it.
  public internal(set) var state: State

  private let feature: F
  private let observer: FlowObserver
  private let listener: EventSink<Event>
  /// Events wait here until the state change is reported: the state first, then the events, as
  /// the data-flow diagram goes.
  @ObservationIgnored private var raised: [Event] = []
  /// Whether an intent is being handled, and the intents sent meanwhile, each waiting its turn.
  @ObservationIgnored private var isHandling = false
  @ObservationIgnored private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(
    _ feature: F, state: State, observer: FlowObserver,
    events listener: @escaping EventSink<Event> = { _ in }
  ) {
    self.feature = feature
    self.state = state
    self.observer = observer
    self.listener = listener
  }

  /// The one way in. Returns when the work the intent started is done, so a caller (a command,
  /// a test) can await it and read the state. Intents run one at a time, in the order sent: one
  /// sent while another awaits its use case (a button tapped twice) waits its turn, so each
  /// intent's state change and events are reported together.
  public func send(_ intent: Intent) async {
    await takeTurn()
    defer { passTurn() }
    let before = state
    observer.intent(Self.self, intent)
    await feature.handle(intent, in: self)
    if state != before { observer.stateChanged(Self.self, from: before, to: state) }
    let events = raised
    raised = []
    for event in events {
      observer.event(Self.self, event)
      listener(event)
    }
  }

  /// Returns when this intent's turn has come; a turn is handed on, never left open, so an
  /// intent sent in between cannot slip past the ones waiting.
  private func takeTurn() async {
    guard isHandling else {
      isHandling = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func passTurn() {
    guard !waiting.isEmpty else {
      isHandling = false
      return
    }
    waiting.removeFirst().resume()
  }

  /// Keeps `event` until the end of the intent.
  func raise(_ event: Event) {
    raised.append(event)
  }

  /// Runs `useCase`, reported by its own type: the name in the trace is the use case that ran.
  func call<UseCase, Value, Refusal: Error>(
    _ useCase: UseCase, _ body: (UseCase) async throws(Refusal) -> Value
  ) async throws(Refusal) -> Value {
    try await observer.call(useCase, body)
  }

  /// Runs `useCase` for a value the screen shows as a `LoadState` at `field`: `loading` while it
  /// runs, then `loaded`, or `failed` with the refusal in words. Returns the outcome for what
  /// follows it (an event, a second step). `starting` changes the rest of the state in the same
  /// step as `loading`: a screen of two values sets the other's last failure aside, so a Store
  /// that outlives one intent (a SwiftUI screen's) shows the failure of this one alone.
  @discardableResult
  func load<UseCase, Value, Refusal: ShownAsFailure>(
    _ useCase: UseCase, _ body: (UseCase) async throws(Refusal) -> Value,
    into field: WritableKeyPath<State, LoadState<Value>>,
    starting: (inout State) -> Void = { _ in }
  ) async -> Result<Value, Refusal> {
    var started = state
    started[keyPath: field] = .loading
    starting(&started)
    state = started
    do throws(Refusal) {
      let value = try await observer.call(useCase, body)
      state[keyPath: field] = .loaded(value)
      return .success(value)
    } catch {
      state[keyPath: field] = .failed(error.failure)
      return .failure(error)
    }
  }

  /// Runs `useCase` to change a value the screen keeps on show (an `EditState`): loading while
  /// it runs (the last change's notice and failure gone), then the new value with its notice in
  /// one change of state, or the refusal with the last value kept. Returns the new value, or
  /// `nil` when the change was refused.
  @discardableResult
  func change<UseCase, Value, Refusal: ShownAsFailure>(
    _ useCase: UseCase, _ body: (UseCase) async throws(Refusal) -> Value,
    notice: (Value) -> String? = { _ in nil }
  ) async -> Value? where State == EditState<Value> {
    state = EditState(value: state.value, isLoading: true)
    do throws(Refusal) {
      let value = try await observer.call(useCase, body)
      state = EditState(value: value, notice: notice(value))
      return value
    } catch {
      state.refuse(error.failure)
      return nil
    }
  }
}
