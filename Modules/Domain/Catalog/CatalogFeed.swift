/// The port through which the catalog's source of truth is read: a JSON file in this app, an
/// API in a bigger one. Records that are not valid products come back as rejections, not errors,
/// so one bad record does not stop a sync.
///
/// A feed hands its records over one at a time, as it reads them, so a sync holds one record in
/// memory however large the feed is.
public protocol CatalogFeed: Sendable {
  /// Reads the feed from the start, passing each record to `receive` in the feed's order.
  /// Throws `.feed` when the feed cannot be read or is not a catalog, and rethrows what
  /// `receive` throws; either way the caller's unit of work is rolled back.
  func read(_ receive: (FeedItem) throws(CatalogError) -> Void) throws(CatalogError)
}

/// One record of a feed, as the feed found it.
public enum FeedItem: Hashable, Sendable {
  case product(FeedEntry)
  case promotion(PromotionEntry)
  case rejected(FeedRejection)
}

/// Why a catalog feed could not be read at all (as opposed to single records being rejected).
public enum FeedError: Error, Equatable, Sendable {
  /// There is no feed at this location.
  case missing(String)
  /// The feed exists but cannot be read: a folder, a device, no permission. The reason says which.
  case unreadable(String, reason: String)
  /// The feed is read but is not a catalog: not JSON, or not shaped like one. The detail says
  /// what is wrong with it.
  case malformed(String, detail: String)
}
