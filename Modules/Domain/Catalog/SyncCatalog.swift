/// Adds and updates the catalog's products and promotions from a feed, in one unit of work (a
/// product the feed no longer lists is kept as it was): every valid record is saved,
/// and every record the shop cannot use is refused with its reason. The feed is streamed, record
/// by record, into the import, so a feed of any size is synced in the same small memory.
///
/// The feed's rules, beyond what makes a valid product or promotion:
/// - prices are in the currency the shop sells in (a product priced otherwise could never be
///   put in a cart);
/// - a SKU or promotion code listed twice is ambiguous: the first record the shop can use wins
///   (one refused claims nothing) and each later one is refused, so the person fixing the feed
///   sees every one.
public struct SyncCatalog: Sendable {
  private let feed: any CatalogFeed
  private let catalog: any CatalogImporter
  private let currency: Currency

  /// - Parameter currency: the currency the shop sells in; records priced in another are refused.
  public init(feed: any CatalogFeed, catalog: any CatalogImporter, currency: Currency) {
    self.feed = feed
    self.catalog = catalog
    self.currency = currency
  }

  /// Runs the sync, telling `progress` how far it has come as the feed is read.
  ///
  /// A sync is long work (a feed of 100,000 records takes seconds), so it runs on the
  /// concurrent executor rather than its caller's actor: the caller's screen stays free to show
  /// the progress while the feed streams into one unit of work. `progress` is called on the
  /// sync's own thread: at most about a hundred times for a feed of known size, once every
  /// thousand records for one of unknown size (`Pace`).
  @concurrent
  public func callAsFunction(progress: @Sendable (Progress) -> Void = { _ in })
    async throws(CatalogError) -> SyncReport
  {
    let feed = feed
    let currency = currency
    return try await catalog.importCatalog { writer throws(CatalogError) in
      var tally = Tally(currency: currency)
      var pace = Pace()
      try feed.read { item, position throws(CatalogError) in
        try tally.take(item, into: writer)
        if let step = pace.step(at: position) { progress(step) }
      }
      return tally.report
    }
  }

  /// How far a running sync has come: the records taken from the feed so far, and the part of
  /// the feed read, in whole percent, when the feed knows its size.
  public struct Progress: Hashable, Sendable {
    public let records: Int
    public let percent: Int?

    public init(records: Int, percent: Int?) {
      self.records = records
      self.percent = percent
    }
  }

  /// Decides which records are worth a report: the first, then each one that reaches a new whole
  /// percent of the feed, or every `recordsPerStep` records of a feed of unknown size. A report
  /// per record would cost more than the record's own save.
  private struct Pace {
    static let recordsPerStep = 1_000
    var records = 0
    var reported: Progress?

    mutating func step(at position: FeedPosition) -> Progress? {
      records += 1
      let percent = position.percent
      let due =
        if let reported, let percent {
          percent > (reported.percent ?? -1)
        } else {
          reported == nil || records % Self.recordsPerStep == 0
        }
      guard due else { return nil }
      reported = Progress(records: records, percent: percent)
      return reported
    }
  }

  /// What the sync has counted so far: the saves, and the refusals, of which the first
  /// `SyncReport.listedRejectionsLimit` are kept with their reason. Which record came first
  /// with each SKU and code is the writer's to remember (`CatalogWriter.firstRecord`), so the
  /// tally stays the same size however long the feed.
  private struct Tally {
    let currency: Currency
    var products = SaveSummary()
    var promotions = SaveSummary()
    var rejections: [FeedRejection] = []
    var rejectedCount = 0

    var report: SyncReport {
      SyncReport(
        saved: products, promotions: promotions,
        rejections: rejections.sorted {
          ($0.section.rawValue, $0.record) < ($1.section.rawValue, $1.record)
        },
        rejectedCount: rejectedCount)
    }

    mutating func take(_ item: FeedItem, into writer: any CatalogWriter) throws(CatalogError) {
      switch item {
      case .product(let product, let record):
        if let refusal = try refusal(of: product, record: record, in: writer) {
          return reject(refusal)
        }
        products.count(try Self.storing { () throws(StorageError) in try writer.save(product) })
      case .promotion(let promotion, let record):
        if let refusal = try refusal(of: promotion, record: record, in: writer) {
          return reject(refusal)
        }
        promotions.count(
          try Self.storing { () throws(StorageError) in try writer.save(promotion) })
      case .rejected(let rejection):
        reject(rejection)
      }
    }

    private func refusal(of product: Product, record: Int, in writer: any CatalogWriter)
      throws(CatalogError) -> FeedRejection?
    {
      try refusal(
        in: .products, record: record, key: product.sku.value, keyField: "sku",
        currency: product.price.currency, currencyField: "price.currency", writer: writer)
    }

    private func refusal(of promotion: Promotion, record: Int, in writer: any CatalogWriter)
      throws(CatalogError) -> FeedRejection?
    {
      try refusal(
        in: .promotions, record: record, key: promotion.code.value, keyField: "code",
        currency: promotion.minimumSubtotal.currency, currencyField: "minimum_subtotal.currency",
        writer: writer)
    }

    /// The feed's two rules for a record of either section: it is priced in the shop's currency,
    /// and its key (SKU or code) is the first of its section; the writer remembers the first.
    private func refusal(
      in section: FeedRejection.Section, record: Int, key: String, keyField: String,
      currency found: Currency, currencyField: String, writer: any CatalogWriter
    ) throws(CatalogError) -> FeedRejection? {
      if found != currency {
        return FeedRejection(
          section: section, record: record, sku: key, field: currencyField,
          reason: "must be \(currency.code), the currency the shop sells in, not \(found.code)")
      }
      let first = try Self.storing { () throws(StorageError) in
        try writer.firstRecord(with: key, in: section, claimedBy: record)
      }
      return first.map { first in
        FeedRejection(
          section: section, record: record, sku: key, field: keyField,
          reason: "repeats \(key) of record \(first)")
      }
    }

    private mutating func reject(_ rejection: FeedRejection) {
      rejectedCount += 1
      if rejections.count < SyncReport.listedRejectionsLimit { rejections.append(rejection) }
    }

    private static func storing<Value>(_ save: () throws(StorageError) -> Value)
      throws(CatalogError) -> Value
    {
      do {
        return try save()
      } catch {
        throw .storage(error)
      }
    }
  }
}
