import ShopDomain

/// A catalog import in memory, all or nothing like SQLite's transaction: the body saves into a
/// copy of the catalog, and the copy replaces the catalog only when the body returns. Only
/// `InMemoryShop` makes one, over its own products and promotions. Unlike SQL's, it does not
/// make other writes wait: stock an order takes while it runs is replaced with the copy's.
public struct InMemoryCatalogImporter: CatalogImporter {
  let products: InMemoryProductRepository
  let promotions: InMemoryPromotionRepository

  public func importCatalog(
    _ body: @Sendable (any CatalogWriter) throws(CatalogError) -> SyncReport
  ) async throws(CatalogError) -> SyncReport {
    let staged = StagedCatalog(
      products: await products.snapshot(), promotions: await promotions.snapshot())
    let report = try body(staged)
    await products.replace(with: staged.products)
    await promotions.replace(with: staged.promotions)
    return report
  }
}

/// The copy an in-memory import writes to, and the keys the import has seen: here the storage is
/// memory, so that is where they are remembered. A class because a `CatalogWriter` saves through
/// a shared reference; it never leaves the import that made it.
private final class StagedCatalog: CatalogWriter {
  var products: [SKU: Product]
  var promotions: [PromotionCode: Promotion]
  /// The first record of each key, by section, for as long as the import runs.
  private var firstRecords: [FeedRejection.Section: [String: Int]] = [:]

  init(products: [SKU: Product], promotions: [PromotionCode: Promotion]) {
    self.products = products
    self.promotions = promotions
  }

  func save(_ product: Product) throws(StorageError) -> SaveOutcome {
    products.save(product, at: product.sku)
  }

  func save(_ promotion: Promotion) throws(StorageError) -> SaveOutcome {
    promotions.save(promotion, at: promotion.code)
  }

  func firstRecord(with key: String, in section: FeedRejection.Section, claimedBy record: Int)
    throws(StorageError) -> Int?
  {
    if let first = firstRecords[section]?[key] { return first }
    firstRecords[section, default: [:]][key] = record
    return nil
  }
}

extension Dictionary where Value: Equatable {
  /// A repository's first contents: each value at its key, the later of two with one key
  /// winning, as a later save replaces an earlier one.
  init(_ values: [Value], keyedBy key: (Value) -> Key) {
    self.init(values.map { (key($0), $0) }) { _, later in later }
  }

  /// Stores `value` at `key`, saying what that changed, as a repository's save does.
  mutating func save(_ value: Value, at key: Key) -> SaveOutcome {
    defer { self[key] = value }
    switch self[key] {
    case nil: return .added
    case value: return .unchanged
    default: return .updated
    }
  }

  /// Stores each of `batch` at its key, counting what the saves changed.
  mutating func save(_ batch: [Value], keyedBy key: (Value) -> Key) -> SaveSummary {
    var summary = SaveSummary()
    for value in batch { summary.count(save(value, at: key(value))) }
    return summary
  }
}
