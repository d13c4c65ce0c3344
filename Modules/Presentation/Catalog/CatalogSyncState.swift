import ShopDomain

/// Everything the sync screen knows: how far a running sync has come, and the report of the
/// last sync, once there is one.
public struct CatalogSyncState: Equatable, Sendable {
  public var report: LoadState<SyncReport>
  /// How far the running sync has come; `nil` until it reports, and again once it has ended.
  public var progress: SyncCatalog.Progress?

  public init(report: LoadState<SyncReport> = .idle, progress: SyncCatalog.Progress? = nil) {
    self.report = report
    self.progress = progress
  }
}
