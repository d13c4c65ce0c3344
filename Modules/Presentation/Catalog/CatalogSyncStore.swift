import Observation
import ShopDomain

/// The sync screen's Store: brings the catalog in line with the feed it was built with, and
/// keeps in its state how far the sync has come while it runs.
@MainActor
@Observable
public final class CatalogSyncStore {
  public private(set) var state: CatalogSyncState

  private let syncCatalog: SyncCatalog
  private let observer: FlowObserver

  public init(
    state: CatalogSyncState = CatalogSyncState(), syncCatalog: SyncCatalog,
    observer: FlowObserver = .none
  ) {
    self.state = state
    self.syncCatalog = syncCatalog
    self.observer = observer
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: CatalogSyncIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
  }

  private func handle(_ intent: CatalogSyncIntent) async {
    switch intent {
    case .sync:
      state.report = .loading
      // The sync runs off the main actor and reports its steps on its own thread; they come
      // back here, in order, through a stream, and each becomes state a view can observe while
      // the sync is still running. Every step is in the state before the report is.
      let (steps, reporter) = AsyncStream.makeStream(of: SyncCatalog.Progress.self)
      let showingSteps = Task {
        for await step in steps { self.state.progress = step }
      }
      let outcome = await sync(reportingTo: reporter)
      reporter.finish()
      await showingSteps.value
      state.progress = nil
      switch outcome {
      case .success(let report): state.report = .loaded(report)
      case .failure(let error): state.report = .failed(Failure(error))
      }
    }
  }

  private func sync(reportingTo reporter: AsyncStream<SyncCatalog.Progress>.Continuation) async
    -> Result<SyncReport, CatalogError>
  {
    do throws(CatalogError) {
      return .success(
        try await observer.call(SyncCatalog.self) { () async throws(CatalogError) in
          try await syncCatalog { reporter.yield($0) }
        })
    } catch {
      return .failure(error)
    }
  }
}
