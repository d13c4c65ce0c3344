/// Puts a promotion code on the current cart, after checking that it applies to the cart as it
/// is now: an unknown, expired, below-minimum or other-currency code is refused with the reason.
public struct ApplyPromotion: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction(_ code: PromotionCode) async throws(CartError) -> CartQuote {
    try await currentCart.checkTokenCanBeKept()
    let subtotal = try await currentCart.quote().subtotal
    do throws(PromotionError) {
      _ = try await currentCart.priceCart.discount(of: code, on: subtotal)
    } catch {
      throw .promotion(error)
    }
    // Checked against the cart as it was; checkout checks the code again at placement.
    return try await currentCart.change { cart throws(CartError) in cart.promotionCode = code }
  }
}

/// Takes the promotion code off the current cart.
public struct RemovePromotion: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    try await currentCart.change { cart throws(CartError) in cart.promotionCode = nil }
  }
}

/// The promotion codes the shop has, so a person need not guess them: a page of them at a
/// time, each with whether it can still be used today.
public struct ListPromotions: Sendable {
  /// A promotion as offered now.
  public struct Offer: Hashable, Sendable {
    public let promotion: Promotion
    /// Whether it has passed its expiry at the moment of listing.
    public let isExpired: Bool

    public init(promotion: Promotion, isExpired: Bool) {
      self.promotion = promotion
      self.isExpired = isExpired
    }
  }

  private let promotions: any PromotionRepository
  private let clock: any Clock

  public init(promotions: any PromotionRepository, clock: any Clock) {
    self.promotions = promotions
    self.clock = clock
  }

  /// Promotions come with the catalog's feed, so their listing fails as the catalog's does.
  public func callAsFunction(_ query: PromotionQuery = PromotionQuery())
    async throws(CatalogError) -> Page<Offer, PromotionCode>
  {
    let now = clock.now()
    let page = try await fromPages(
      await promotions.page(query),
      after: query.after, unknownCursor: CatalogError.noPromotionToContinueAfter,
      failingAs: CatalogError.storage)
    return Page(
      items: page.items.map { Offer(promotion: $0, isExpired: now >= $0.expiresAt) },
      nextCursor: page.nextCursor)
  }
}
