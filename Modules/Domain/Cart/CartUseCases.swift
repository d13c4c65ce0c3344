/// Puts units of a product in the current cart, merging with its line if it has one. Refused,
/// with nothing saved, when the line would break a cart rule.
public struct AddToCart: Sendable {
  private let currentCart: CurrentCart
  private let products: any ProductRepository

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    priceCart: PriceCart
  ) {
    currentCart = CurrentCart(sessions: sessions, carts: carts, priceCart: priceCart)
    self.products = products
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    let stock = try await StockLevel.of(sku, in: products, sellingIn: currentCart.currency)
    return try await currentCart.change { cart throws(CartError) in
      try cart.add(sku, quantity: quantity, stock: stock)
    }
  }
}

/// Makes a line of the current cart hold exactly a quantity; 0 removes the line.
public struct SetCartQuantity: Sendable {
  private let currentCart: CurrentCart
  private let products: any ProductRepository

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    priceCart: PriceCart
  ) {
    currentCart = CurrentCart(sessions: sessions, carts: carts, priceCart: priceCart)
    self.products = products
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    let stock =
      quantity > 0 ? try await StockLevel.of(sku, in: products, sellingIn: currentCart.currency) : 0
    return try await currentCart.change { cart throws(CartError) in
      try cart.set(sku, quantity: quantity, stock: stock)
    }
  }
}

/// Takes a product's line out of the current cart.
public struct RemoveFromCart: Sendable {
  private let currentCart: CurrentCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(sessions: sessions, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction(_ sku: SKU) async throws(CartError) -> CartQuote {
    try await currentCart.change { cart throws(CartError) in try cart.remove(sku) }
  }
}

/// The current cart (the customer's when signed in, else the guest's), priced as of now.
public struct ViewCart: Sendable {
  private let currentCart: CurrentCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(sessions: sessions, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    try await currentCart.quote()
  }
}

/// The current cart, as every cart use case reaches it first and last: whose it is (the
/// signed-in customer's, else the guest's), loaded, changed and saved back in one unit, and
/// priced as of now.
struct CurrentCart: Sendable {
  let sessions: any SessionRepository
  let carts: any CartRepository
  let priceCart: PriceCart

  /// The currency the shop sells in.
  var currency: Currency { priceCart.currency }

  func owner() async throws(CartError) -> CartOwner {
    CartOwner.current(
      for: try await fromRepository(await sessions.current(), failingAs: CartError.storage))
  }

  func load(_ owner: CartOwner) async throws(CartError) -> Cart {
    try await fromRepository(await carts.cart(for: owner), failingAs: CartError.storage)
  }

  /// The current cart, priced as of now.
  func quote() async throws(CartError) -> CartQuote {
    try await priceCart(load(owner()))
  }

  /// Applies `change` to the current cart in one unit of the repository, which finds the owner
  /// itself, so neither a concurrent change nor a sign-in in between is lost; the cart comes back
  /// priced.
  func change(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> CartQuote
  {
    try await priceCart(carts.updateCurrent(change))
  }
}

/// How many units of a product the shelf has, for the cart rules that cap quantities by stock.
///
/// Read before a cart is changed, so every refusal comes before the save: an unknown product, or
/// one priced in another currency than the shop sells in (which no cart could total), changes
/// nothing.
enum StockLevel {
  static func of(_ sku: SKU, in products: any ProductRepository, sellingIn currency: Currency)
    async throws(CartError) -> Int
  {
    let product = try await fromRepository(
      await products.product(sku), failingAs: CartError.storage)
    guard let product else { throw .productNotFound(sku) }
    guard product.price.currency == currency else { throw .mixedCurrencies(sku) }
    return product.stock
  }
}
