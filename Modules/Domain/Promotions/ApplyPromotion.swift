/// Puts a promotion code on the current cart, after checking that it applies to the cart as it
/// is now: an unknown, expired or below-minimum code is refused with the reason.
public struct ApplyPromotion: Sendable {
  private let access: CartAccess
  private let promotions: any PromotionRepository
  private let priceCart: PriceCart
  private let clock: any Clock

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    promotions: any PromotionRepository,
    priceCart: PriceCart,
    clock: any Clock
  ) {
    access = CartAccess(sessions: sessions, carts: carts)
    self.promotions = promotions
    self.priceCart = priceCart
    self.clock = clock
  }

  public func callAsFunction(_ code: PromotionCode) async throws(CartError) -> CartQuote {
    let owner = try await access.owner()
    let subtotal = try await priceCart(access.load(owner)).subtotal
    do throws(PromotionError) {
      _ = try await PromotionCheck(promotions: promotions).discount(
        of: code, on: subtotal, at: clock.now())
    } catch {
      throw .promotion(error)
    }
    // Checked against the cart as it was; checkout checks the code again at placement.
    let cart = try await access.update { cart throws(CartError) in
      cart.promotionCode = code
    }
    return try await priceCart(cart)
  }
}
