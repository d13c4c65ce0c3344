/// Puts units of a product in the current cart, merging with its line if it has one. Refused,
/// with nothing saved, when the line would break a cart rule.
public struct AddToCart: Sendable {
  private let currentCart: CurrentCart
  private let products: any ProductRepository
  private let priceCart: PriceCart

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    priceCart: PriceCart
  ) {
    currentCart = CurrentCart(sessions: sessions, carts: carts)
    self.products = products
    self.priceCart = priceCart
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    let stock = try await StockLevel.of(sku, in: products, sellingIn: priceCart.currency)
    let cart = try await currentCart.update { cart throws(CartError) in
      try cart.add(sku, quantity: quantity, stock: stock)
    }
    return try await priceCart(cart)
  }
}

/// Makes a line of the current cart hold exactly a quantity; 0 removes the line.
public struct SetCartQuantity: Sendable {
  private let currentCart: CurrentCart
  private let products: any ProductRepository
  private let priceCart: PriceCart

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    products: any ProductRepository,
    priceCart: PriceCart
  ) {
    currentCart = CurrentCart(sessions: sessions, carts: carts)
    self.products = products
    self.priceCart = priceCart
  }

  public func callAsFunction(_ sku: SKU, quantity: Int) async throws(CartError) -> CartQuote {
    let stock =
      quantity > 0 ? try await StockLevel.of(sku, in: products, sellingIn: priceCart.currency) : 0
    let cart = try await currentCart.update { cart throws(CartError) in
      try cart.set(sku, quantity: quantity, stock: stock)
    }
    return try await priceCart(cart)
  }
}

/// Takes a product's line out of the current cart.
public struct RemoveFromCart: Sendable {
  private let currentCart: CurrentCart
  private let priceCart: PriceCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(sessions: sessions, carts: carts)
    self.priceCart = priceCart
  }

  public func callAsFunction(_ sku: SKU) async throws(CartError) -> CartQuote {
    let cart = try await currentCart.update { cart throws(CartError) in try cart.remove(sku) }
    return try await priceCart(cart)
  }
}

/// The current cart (the customer's when signed in, else the guest's), priced as of now.
public struct ViewCart: Sendable {
  private let currentCart: CurrentCart
  private let priceCart: PriceCart

  public init(sessions: any SessionRepository, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(sessions: sessions, carts: carts)
    self.priceCart = priceCart
  }

  public func callAsFunction() async throws(CartError) -> CartQuote {
    try await priceCart(currentCart.load(currentCart.owner()))
  }
}

/// The current cart, as every cart use case reaches it first and last: whose it is (the
/// signed-in customer's, else the guest's), loaded, and changed and saved back in one unit.
struct CurrentCart: Sendable {
  let sessions: any SessionRepository
  let carts: any CartRepository

  func owner() async throws(CartError) -> CartOwner {
    do {
      return CartOwner.current(for: try await sessions.current())
    } catch {
      throw .storage(error)
    }
  }

  func load(_ owner: CartOwner) async throws(CartError) -> Cart {
    do {
      return try await carts.cart(for: owner)
    } catch {
      throw .storage(error)
    }
  }

  /// Applies `change` to the current cart in one unit of the repository, which finds the owner
  /// itself, so neither a concurrent change nor a sign-in in between is lost.
  func update(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> Cart
  {
    try await carts.updateCurrent(change)
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
    let product: Product?
    do {
      product = try await products.product(sku)
    } catch {
      throw .storage(error)
    }
    guard let product else { throw .productNotFound(sku) }
    guard product.price.currency == currency else { throw .mixedCurrencies(sku) }
    return product.stock
  }
}
