import Observation
import ShopDomain

/// The sync screen's Store: brings the catalog in line with the feed it was built with.
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
      do throws(CatalogError) {
        let report = try await observer.call(SyncCatalog.self) { () async throws(CatalogError) in
          try await syncCatalog()
        }
        state.report = .loaded(report)
      } catch {
        state.report = .failed(Failure(error))
      }
    }
  }
}
