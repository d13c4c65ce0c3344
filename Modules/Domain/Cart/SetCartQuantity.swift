/// Makes a line of the current cart hold exactly a quantity; 0 removes the line.
public struct SetCartQuantity: Sendable {
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
    let stock =
      quantity > 0 ? try await StockLevel.of(sku, in: products, sellingIn: priceCart.currency) : 0
    let cart = try await access.update { cart throws(CartError) in
      try cart.set(sku, quantity: quantity, stock: stock)
    }
    return try await priceCart(cart)
  }
}
