/// The port through which the catalog's source of truth is read: a JSON file in this app, an
/// API in a bigger one. Records that are not valid products come back as rejections, not errors,
/// so one bad record does not stop a sync.
///
/// A feed hands its records over one at a time, as it reads them, so a sync holds one record in
/// memory however large the feed is.
public protocol CatalogFeed: Sendable {
  /// Reads the feed from the start, passing each record to `receive` in the feed's order, with
  /// how far the read has come through the feed once that record is read (a sync shows it as its
  /// progress). Throws `.feed` when the feed cannot be read or is not a catalog, and rethrows
  /// what `receive` throws; either way the caller's unit of work is rolled back.
  func read(_ receive: (FeedItem, FeedPosition) throws(CatalogError) -> Void) throws(CatalogError)
}

extension CatalogFeed {
  /// Reads the feed as `read(_:)` with positions does, for a reader that needs only the records.
  public func read(_ receive: (FeedItem) throws(CatalogError) -> Void) throws(CatalogError) {
    try read { item, _ throws(CatalogError) in try receive(item) }
  }
}

/// How far a read has come through its feed: `read` out of `size`, in the unit the feed measures
/// itself by (the bytes of a file, the records of a list), so only the fraction means anything
/// outside the feed. A feed that cannot tell its size before it ends has no `size`.
public struct FeedPosition: Hashable, Sendable {
  public let read: Int
  public let size: Int?

  public init(read: Int, size: Int?) {
    self.read = read
    self.size = size
  }

  /// The part read, in whole percent from 0 to 100, when the size is known. An empty feed is
  /// read whole from the start.
  public var percent: Int? {
    guard let size else { return nil }
    guard size > 0 else { return 100 }
    // In floating point, so no size is too large to scale; a percent needs no more precision.
    return Int(min(100, max(0, Double(read) / Double(size) * 100)))
  }
}

/// One record of a feed, as the feed found it. A record is numbered by its position in its
/// section (the feed's `products` or `promotions`), counted from 1.
public enum FeedItem: Hashable, Sendable {
  /// A valid product, from this record of the feed's `products`.
  case product(Product, record: Int)
  /// A valid promotion, from this record of the feed's `promotions`.
  case promotion(Promotion, record: Int)
  /// A record that was not taken; the rejection names its section and record.
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

/// A feed record that was not taken, naming the record, the field and the broken rule.
public struct FeedRejection: Hashable, Sendable {
  /// The list of the feed the record is in.
  public enum Section: String, Hashable, Sendable {
    case products
    case promotions
  }

  public let section: Section
  /// The position of the record in its section, counted from 1.
  public let record: Int
  /// The record's SKU (or promotion code) as written, or as the shop reads it (trimmed and
  /// upper-cased) once the record was read, when it had one that could be read, as a message may repeat
  /// it (`TypedText`): a feed's value comes back short, however long it is.
  public let sku: String?
  /// The field at fault, its path in the record, shortened the same way: a key a feed repeats
  /// may be as long as the record.
  public let field: String
  public let reason: String

  public init(
    section: Section = .products, record: Int, sku: String?, field: String, reason: String
  ) {
    self.section = section
    self.record = record
    self.sku = sku.map { TypedText.shown($0) }
    self.field = TypedText.shown(field)
    self.reason = reason
  }
}
