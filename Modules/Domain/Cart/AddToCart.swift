/// Puts units of a product in the current cart, merging with its line if it has one. Refused,
/// with nothing saved, when the line would break a cart rule.
public struct AddToCart: Sendable {
  private let access: CartAccess
  private let products: any ProductRepository
  private let priceCart: PriceCart

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    priceCart: PriceCart
  ) {
    access = CartAccess(sessions: sessions, carts: carts)
    self.products = products
    self.priceCart = priceCart
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    let stock = try await StockLevel.of(sku, in: products, sellingIn: priceCart.currency)
    let cart = try await access.update { cart throws(CartError) in
      try cart.add(sku, quantity: quantity, stock: stock)
    }
    return try await priceCart(cart)
  }
}
