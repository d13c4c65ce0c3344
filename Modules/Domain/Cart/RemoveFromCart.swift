/// Takes a product's line out of the current cart.
public struct RemoveFromCart: Sendable {
  private let access: CartAccess
  private let priceCart: PriceCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    access = CartAccess(sessions: sessions, carts: carts)
    self.priceCart = priceCart
  }

  public func callAsFunction(_ sku: SKU) async throws(CartError) -> CartQuote {
    let cart = try await access.update { cart throws(CartError) in try cart.remove(sku) }
    return try await priceCart(cart)
  }
}
