/// Puts units of a product in the current cart, merging with its line if it has one. Refused,
/// with nothing saved, when the line would break a cart rule.
public struct AddToCart: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    try await currentCart.checkTokenCanBeKept()
    let stock = try await currentCart.stock(of: sku)
    return try await currentCart.change { cart throws(CartError) in
      try cart.add(sku, quantity: quantity, stock: stock)
    }
  }
}

/// The current cart, as every cart use case reaches it: whose it is (the signed-in customer's,
/// else this front end's guest's), changed and saved in one unit, priced as of now.
struct CurrentCart: Sendable {
  let visitor: Visitor
  let carts: any CartRepository
  let priceCart: PriceCart

  /// The current cart, priced as of now: empty for a visitor who holds no token yet.
  func quote() async throws(CartError) -> CartQuote {
    let owner = try await fromRepository(await visitor.cartOwner(), failingAs: CartError.storage)
    guard let owner else { return try await priceCart(Cart()) }
    return try await quote(of: owner)
  }

  /// The cart of `owner`, priced as of now.
  func quote(of owner: CartOwner) async throws(CartError) -> CartQuote {
    try await priceCart(fromRepository(await carts.cart(for: owner), failingAs: CartError.storage))
  }

  /// Applies `change` to the current cart in one unit of the repository, which finds the owner
  /// itself, so neither a concurrent change nor a sign-in in between is lost; the cart comes back
  /// priced. A visitor with no token gets one first (a change the empty cart refuses makes none:
  /// the marked `checkFirstChange`), and a guest cart is kept under it.
  func change(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> CartQuote
  {
    try await checkFirstChange(change)
    let token = try await fromRepository(await visitor.token(), failingAs: CartError.storage)
    return try await priceCart(
      carts.updateCurrent(for: token, at: visitor.clock.now(), change))
  }

  /// How many units of a product the shelf has, read before the cart changes, so that an unknown
  /// product, or one priced in another currency (which no cart could total), changes nothing.
  func stock(of sku: SKU) async throws(CartError) -> Int {
    let product = try await priceCart.product(sku)
    guard product.price.currency == priceCart.currency else { throw .mixedCurrencies(sku) }
    return product.stock
  }
}
