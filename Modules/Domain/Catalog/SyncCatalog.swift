/// Brings the catalog in line with its feed: reads every record, refuses the invalid ones and
/// the repeated SKUs and codes, and saves the products and the promotions.
public struct SyncCatalog: Sendable {
  private let feed: any CatalogFeed
  private let products: any ProductRepository
  private let promotions: any PromotionRepository

  public init(
    feed: any CatalogFeed, products: any ProductRepository, promotions: any PromotionRepository
  ) {
    self.feed = feed
    self.products = products
    self.promotions = promotions
  }

  public func callAsFunction() async throws(CatalogError) -> SyncReport {
    let batch: CatalogFeedBatch
    do {
      batch = try await feed.read()
    } catch {
      throw .feed(error)
    }
    let (uniqueProducts, repeatedSKUs) = FirstOfEach.split(
      batch.entries, section: .products, key: { $0.product.sku.value }, record: \.record)
    let (uniquePromotions, repeatedCodes) = FirstOfEach.split(
      batch.promotions, section: .promotions, key: { $0.promotion.code.value }, record: \.record)
    do {
      let saved = try await products.save(uniqueProducts.map(\.product))
      let savedPromotions = try await promotions.save(uniquePromotions.map(\.promotion))
      let rejections = (batch.rejections + repeatedSKUs + repeatedCodes).sorted {
        ($0.section.rawValue, $0.record) < ($1.section.rawValue, $1.record)
      }
      return SyncReport(saved: saved, promotions: savedPromotions, rejections: rejections)
    } catch {
      throw .storage(error)
    }
  }
}
