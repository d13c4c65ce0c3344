/// Takes the promotion code off the current cart.
public struct RemovePromotion: Sendable {
  private let access: CartAccess
  private let priceCart: PriceCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    access = CartAccess(sessions: sessions, carts: carts)
    self.priceCart = priceCart
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    let cart = try await access.update { cart throws(CartError) in cart.promotionCode = nil }
    return try await priceCart(cart)
  }
}
