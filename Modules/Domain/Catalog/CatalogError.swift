/// Why a catalog use case could not give its result.
public enum CatalogError: Error, Equatable, Sendable {
  /// No product has this SKU.
  case productNotFound(SKU)
  /// The search is longer than `SearchTerms.maximumLength` or has more words than
  /// `SearchTerms.maximumWords`.
  case searchTooLong
  /// The feed could not be read.
  case feed(FeedError)
  /// The repository failed.
  case storage(StorageError)
}
