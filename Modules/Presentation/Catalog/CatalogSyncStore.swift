import Observation
import ShopDomain

/// The sync screen's Store: brings the catalog in line with the feed it was built with.
@MainActor
@Observable
public final class CatalogSyncStore {
  public private(set) var state: CatalogSyncState

  private let syncCatalog: SyncCatalog

  public init(state: CatalogSyncState = CatalogSyncState(), syncCatalog: SyncCatalog) {
    self.state = state
    self.syncCatalog = syncCatalog
  }

  public func send(_ intent: CatalogSyncIntent) async {
    switch intent {
    case .sync: await sync()
    }
  }

  private func sync() async {
    state.report = .loading
    do throws(CatalogError) {
      state.report = .loaded(try await syncCatalog())
    } catch {
      state.report = .failed(Failure(error))
    }
  }
}
