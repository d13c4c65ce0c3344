/// The port a sync writes through: one unit of work that takes products and promotions as the
/// feed yields them and stores all of them together, or none.
///
/// Why a port of its own rather than `ProductRepository.save`: a sync streams a feed of any size
/// into one transaction, so the writing has to happen while the feed is read, inside that
/// transaction, and products and promotions must land in the same one.
public protocol CatalogImporter: Sendable {
  /// Runs `body` as one unit of work: everything it saves is stored when it returns, and nothing
  /// is when it throws. Storage failures come out as `.storage`.
  func importCatalog(_ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport)
    async throws(CatalogError) -> SyncReport
}

/// What the body of an import saves through. Saving a product or promotion the catalog has
/// replaces it; each save says what it changed.
public protocol CatalogWriter {
  func save(_ product: Product) throws(StorageError) -> SaveOutcome
  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome

  /// The number of the record that first had `key` (a SKU, a promotion code) in `section` during
  /// this import, or `nil` when none did: then `record` is the first, and is remembered as such.
  ///
  /// The storage remembers, for as long as the import runs, rather than the sync: a feed holds
  /// any number of keys, and remembering them in the sync's own memory made it grow with the
  /// feed.
  func firstRecord(with key: String, in section: FeedRejection.Section, claimedBy record: Int)
    throws(StorageError) -> Int?
}

/// What saving one product or promotion changed.
public enum SaveOutcome: Hashable, Sendable {
  /// The catalog did not have it.
  case added
  /// The catalog had it, with at least one field different.
  case updated
  /// The catalog had it exactly as given.
  case unchanged
}

/// What saving a batch of products (or promotions) changed, counted.
public struct SaveSummary: Hashable, Sendable {
  public var added: Int
  public var updated: Int
  public var unchanged: Int

  public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
    self.added = added
    self.updated = updated
    self.unchanged = unchanged
  }

  public mutating func count(_ outcome: SaveOutcome) {
    switch outcome {
    case .added: added += 1
    case .updated: updated += 1
    case .unchanged: unchanged += 1
    }
  }

  /// Every record saved, whatever it changed.
  public var total: Int { added + updated + unchanged }
}

/// What a catalog sync did: counts of the saved products and promotions, and the refused
/// records, the first of them listed with their reasons.
public struct SyncReport: Hashable, Sendable {
  /// How many refused records a report lists with their reasons; the rest are only counted, so
  /// a feed of a million bad records does not make a report of a million lines.
  public static let listedRejectionsLimit = 100

  /// The products added, updated and left unchanged.
  public let saved: SaveSummary
  public let promotions: SaveSummary
  /// The first refused records (up to `listedRejectionsLimit`), by section and record number.
  public let rejections: [FeedRejection]
  /// Every refused record, listed or not.
  public let rejectedCount: Int

  public init(
    saved: SaveSummary, promotions: SaveSummary = SaveSummary(), rejections: [FeedRejection],
    rejectedCount: Int? = nil
  ) {
    self.saved = saved
    self.promotions = promotions
    self.rejections = rejections
    self.rejectedCount = rejectedCount ?? rejections.count
  }

  /// Whether the feed had records and the shop could use none of them: the feed, not the
  /// catalog, needs fixing.
  public var rejectedEverything: Bool {
    rejectedCount > 0 && saved.total == 0 && promotions.total == 0
  }
}
