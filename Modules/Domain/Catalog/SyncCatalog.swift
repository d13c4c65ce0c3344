/// Brings the catalog in line with its feed: reads every record, refuses the invalid ones and
/// the repeated SKUs, and saves the rest in one go.
public struct SyncCatalog: Sendable {
  private let feed: any CatalogFeed
  private let products: any ProductRepository

  public init(feed: any CatalogFeed, products: any ProductRepository) {
    self.feed = feed
    self.products = products
  }

  public func callAsFunction() async throws(CatalogError) -> SyncReport {
    let batch: CatalogFeedBatch
    do {
      batch = try await feed.read()
    } catch {
      throw .feed(error)
    }
    let (unique, duplicates) = Self.firstOfEachSKU(batch.entries)
    do {
      let saved = try await products.save(unique.map(\.product))
      return SyncReport(
        saved: saved, rejections: (batch.rejections + duplicates).sorted { $0.record < $1.record })
    } catch {
      throw .storage(error)
    }
  }

  /// A feed that lists a SKU twice is ambiguous; the first record wins and the others are
  /// reported, so the person fixing the feed sees each one.
  private static func firstOfEachSKU(_ entries: [FeedEntry]) -> ([FeedEntry], [FeedRejection]) {
    var firstRecord: [SKU: Int] = [:]
    var unique: [FeedEntry] = []
    var duplicates: [FeedRejection] = []
    for entry in entries {
      if let first = firstRecord[entry.product.sku] {
        duplicates.append(
          FeedRejection(
            record: entry.record,
            sku: entry.product.sku.value,
            field: "sku",
            reason: "\(entry.product.sku) already appears in record \(first)"
          )
        )
        continue
      }
      firstRecord[entry.product.sku] = entry.record
      unique.append(entry)
    }
    return (unique, duplicates)
  }
}
