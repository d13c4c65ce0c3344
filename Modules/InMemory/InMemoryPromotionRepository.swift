import ShopDomain

/// Promotion codes, in memory.
public actor InMemoryPromotionRepository: PromotionRepository {
  private var promotions: [PromotionCode: Promotion]

  public init(_ promotions: [Promotion] = []) {
    self.promotions = Dictionary(promotions, keyedBy: \.code)
  }

  public func page(_ query: PromotionQuery) throws(StorageError) -> PromotionPage {
    let following = promotions.values.filter { promotion in
      query.after.map { $0.value.utf8.lexicographicallyPrecedes(promotion.code.value.utf8) } ?? true
    }.sorted { $0.code.value.utf8.lexicographicallyPrecedes($1.code.value.utf8) }
    let page = Array(following.prefix(query.size.value))
    let hasMore = following.count > page.count
    return PromotionPage(promotions: page, nextCursor: hasMore ? page.last?.code : nil)
  }

  public func promotion(_ code: PromotionCode) throws(StorageError) -> Promotion? {
    promotions[code]
  }

  public func save(_ batch: [Promotion]) throws(StorageError) -> SaveSummary {
    promotions.save(batch, keyedBy: \.code)
  }

  func snapshot() -> [PromotionCode: Promotion] { promotions }

  func replace(with codes: [PromotionCode: Promotion]) { promotions = codes }
}
