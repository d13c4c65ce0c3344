import ShopDomain

/// Promotion codes, in memory.
public actor InMemoryPromotionRepository: PromotionRepository {
  private var promotions: [PromotionCode: Promotion]

  public init(_ promotions: [Promotion] = []) {
    self.promotions = Dictionary(promotions, keyedBy: \.code)
  }

  /// The codes' order is their bytes', as the databases compare them; a page continues after a
  /// code the shop has.
  public func page(_ query: PromotionQuery) throws(PageError)
    -> Page<Promotion, PromotionCode>
  {
    if let after = query.after, promotions[after] == nil { throw .unknownCursor }
    return Page(
      keysetOf: promotions.values, in: { Self.precedes($0.code, $1.code) },
      following: query.after.map { after in { Self.precedes(after, $0.code) } },
      size: query.size, cursor: \.code)
  }

  private static func precedes(_ lhs: PromotionCode, _ rhs: PromotionCode) -> Bool {
    lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
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
