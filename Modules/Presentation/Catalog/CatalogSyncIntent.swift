/// What a person can ask of the sync screen.
public enum CatalogSyncIntent: Equatable, Sendable {
  /// Read the feed and save it into the catalog.
  case sync
}
