import Observation
import ShopPresentation

/// Renders a Store's state each time it changes, the way a SwiftUI view renders its body: it
/// reads the state through Observation (`withObservationTracking`), renders what it read, and
/// registers again for the next change. This is the last hop of the data flow, intent → Store →
/// state → observation → render; nothing here asks the Store what its state is after `send`.
///
/// Observation calls back *before* a change is made (`willSet`), so the new state is read once
/// the change is done, on the main actor where Stores live: the callback only signals, and each
/// signal is handled by a task on the main actor. The main actor must therefore be free while
/// the work runs, as it is while a Store awaits a long use case (a sync) on another executor.
/// Several changes made in one go are rendered once, with the state they leave, as a screen
/// would show them.
@MainActor
final class ObservingRenderer<Value: Equatable> {
  private let read: @MainActor () -> Value
  private let render: @MainActor (Value) -> Void
  /// One element per change Observation announced, not yet rendered.
  private let changes: AsyncStream<Void>.Continuation
  private var rendering: Task<Void, Never>?
  /// The value rendered last.
  private(set) var rendered: Value

  /// Renders the current value of `read` at once, then each new value it takes.
  init(
    _ read: @autoclosure @escaping @MainActor () -> Value,
    render: @escaping @MainActor (Value) -> Void
  ) {
    self.read = read
    self.render = render
    let (announced, changes) = AsyncStream.makeStream(of: Void.self)
    self.changes = changes
    rendered = Self.tracking(read, changes)
    render(rendered)
    rendering = Task { [weak self] in
      for await _ in announced { self?.update() }
    }
  }

  deinit {
    changes.finish()
  }

  /// Waits until every change made so far is rendered, stops observing, and returns the value
  /// rendered last: the state the work settled on.
  func finish() async -> Value {
    changes.finish()
    await rendering?.value
    rendering = nil
    return rendered
  }

  /// Observes `read` (a Store's state) while `work` runs (an intent sent to that Store),
  /// rendering each change, and returns the state the work settled on once every change is
  /// rendered. A screen of the session is drawn from that state: on a terminal that prints line
  /// after line, a screen's passing states (loading) are not worth a line of their own.
  static func observe(
    _ read: @autoclosure @escaping @MainActor () -> Value,
    while work: () async -> Void,
    render: @escaping @MainActor (Value) -> Void = { _ in }
  ) async -> Value {
    let renderer = ObservingRenderer(read(), render: render)
    await work()
    return await renderer.finish()
  }

  private func update() {
    let value = Self.tracking(read, changes)
    guard value != rendered else { return }
    rendered = value
    render(value)
  }

  /// Reads the value, registering for its next change.
  private static func tracking(
    _ read: @MainActor () -> Value, _ changes: AsyncStream<Void>.Continuation
  ) -> Value {
    withObservationTracking(read) {
      changes.yield()
    }
  }
}

extension Store {
  /// Sends `intent` while observing the state, as a screen does, and returns the state the work
  /// settled on: `ObservingRenderer.observe` on this Store.
  func settled(after intent: Intent) async -> State {
    await ObservingRenderer.observe(self.state) { await send(intent) }
  }
}
