import ShopDomain

/// Everything the sync screen knows: the report of the last sync, once there is one.
public struct CatalogSyncState: Equatable, Sendable {
  public var report: LoadState<SyncReport>

  public init(report: LoadState<SyncReport> = .idle) {
    self.report = report
  }
}
