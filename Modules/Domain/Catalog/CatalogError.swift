/// Why a catalog use case could not give its result.
public enum CatalogError: Error, Equatable, Sendable {
  /// No product has this SKU.
  case productNotFound(SKU)
  /// The feed could not be read.
  case feed(FeedError)
  /// The repository failed.
  case storage(StorageError)
}
