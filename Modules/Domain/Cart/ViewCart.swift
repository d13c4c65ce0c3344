/// The current cart (the customer's when signed in, else the guest's), priced as of now.
public struct ViewCart: Sendable {
  private let access: CartAccess
  private let priceCart: PriceCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    access = CartAccess(sessions: sessions, carts: carts)
    self.priceCart = priceCart
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    try await priceCart(access.load(access.owner()))
  }
}
