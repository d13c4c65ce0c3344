/// The port through which the catalog's source of truth is read: a JSON file in this app, an
/// API in a bigger one. Records that are not valid products come back as rejections, not errors,
/// so one bad record does not stop a sync.
public protocol CatalogFeed: Sendable {
  func read() async throws(FeedError) -> CatalogFeedBatch
}
