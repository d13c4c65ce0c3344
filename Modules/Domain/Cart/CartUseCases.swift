/// Makes a line of the current cart hold exactly a quantity; 0 removes the line.
public struct SetCartQuantity: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    try await currentCart.checkTokenCanBeKept()
    let stock = quantity > 0 ? try await currentCart.stock(of: sku) : 0
    return try await currentCart.change { cart throws(CartError) in
      try cart.set(sku, quantity: quantity, stock: stock)
    }
  }
}

/// Takes a product's line out of the current cart.
public struct RemoveFromCart: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction(_ sku: SKU) async throws(CartError) -> CartQuote {
    try await currentCart.change { cart throws(CartError) in try cart.remove(sku) }
  }
}

/// The current cart (the customer's when signed in, else the guest's), priced as of now.
public struct ViewCart: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    try await currentCart.quote()
  }
}
