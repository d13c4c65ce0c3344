/// Saves a product on the signed-in customer's wishlist.
public struct SaveForLater: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    visitor: Visitor, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(visitor: visitor, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after saving.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    try await signedIn.requireProduct(sku)
    return try await signedIn.change { wishlist throws(WishlistError) in try wishlist.save(sku) }
  }
}

/// Takes a product off the signed-in customer's wishlist.
public struct RemoveFromWishlist: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    visitor: Visitor, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(visitor: visitor, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after removing.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    try await signedIn.change { wishlist throws(WishlistError) in try wishlist.remove(sku) }
  }
}

/// The signed-in customer's saved products, in the order saved.
public struct ViewWishlist: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    visitor: Visitor, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(visitor: visitor, wishlists: wishlists, products: products)
  }

  public func callAsFunction() async throws(WishlistError) -> [Product] {
    try await signedIn.products(of: signedIn.load(signedIn.customer()))
  }
}

/// Moves a saved product into the cart: one unit is added under the cart's rules, and only then
/// does it leave the wishlist. A refusal by the cart leaves the wishlist as it was.
public struct MoveToCart: Sendable {
  private let signedIn: SignedInWishlist
  private let addToCart: AddToCart

  public init(
    visitor: Visitor,
    wishlists: any WishlistRepository,
    products: any ProductRepository,
    addToCart: AddToCart
  ) {
    signedIn = SignedInWishlist(visitor: visitor, wishlists: wishlists, products: products)
    self.addToCart = addToCart
  }

  /// The wishlist's products after the move.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    guard try await signedIn.load(signedIn.customer()).contains(sku) else {
      throw .notSaved(sku)
    }
    do throws(CartError) {
      _ = try await addToCart(sku, quantity: 1)
    } catch {
      throw .cart(error)
    }
    // In the cart now; leave the wishlist, unless another terminal took it off meanwhile.
    return try await signedIn.change { wishlist throws(WishlistError) in
      guard wishlist.contains(sku) else { return }
      try wishlist.remove(sku)
    }
  }
}

/// The signed-in customer's wishlist, as every wishlist use case reaches it first and last: who is
/// signed in (a wishlist is theirs), their list loaded, changed and saved back, and its products
/// looked up.
struct SignedInWishlist: Sendable {
  let visitor: Visitor
  let wishlists: any WishlistRepository
  let products: any ProductRepository

  func customer() async throws(WishlistError) -> Email {
    try await visitor.customer(orElse: .notSignedIn, failingAs: WishlistError.storage)
  }

  func load(_ customer: Email) async throws(WishlistError) -> Wishlist {
    try await fromRepository(
      await wishlists.wishlist(for: customer), failingAs: WishlistError.storage)
  }

  /// Applies `change` to the customer's wishlist and saves it, as one unit of the repository;
  /// nothing is saved when `change` throws. Returns the wishlist's products after the change.
  func change(_ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void)
    async throws(WishlistError) -> [Product]
  {
    let customer = try await customer()
    try await fromRepository(await visitor.noteUse(), failingAs: WishlistError.storage)
    return try await products(of: wishlists.update(for: customer, change))
  }

  /// The saved products, in the order saved; one the catalog no longer has is left out.
  func products(of wishlist: Wishlist) async throws(WishlistError) -> [Product] {
    var found: [Product] = []
    for sku in wishlist.skus {
      if let product = try await product(sku) { found.append(product) }
    }
    return found
  }

  func requireProduct(_ sku: SKU) async throws(WishlistError) {
    guard try await product(sku) != nil else { throw .productNotFound(sku) }
  }

  private func product(_ sku: SKU) async throws(WishlistError) -> Product? {
    try await fromRepository(await products.product(sku), failingAs: WishlistError.storage)
  }
}
