/// Saves a product on the signed-in customer's wishlist.
public struct SaveForLater: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(sessions: sessions, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after saving.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await signedIn.customer()
    try await signedIn.requireProduct(sku)
    var wishlist = try await signedIn.load(customer)
    try wishlist.save(sku)
    try await signedIn.save(wishlist, for: customer)
    return try await signedIn.products(of: wishlist)
  }
}

/// Takes a product off the signed-in customer's wishlist.
public struct RemoveFromWishlist: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(sessions: sessions, wishlists: wishlists, products: products)
  }

  /// The wishlist's products after removing.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await signedIn.customer()
    var wishlist = try await signedIn.load(customer)
    try wishlist.remove(sku)
    try await signedIn.save(wishlist, for: customer)
    return try await signedIn.products(of: wishlist)
  }
}

/// The signed-in customer's saved products, in the order saved.
public struct ViewWishlist: Sendable {
  private let signedIn: SignedInWishlist

  public init(
    sessions: any SessionRepository, wishlists: any WishlistRepository,
    products: any ProductRepository
  ) {
    signedIn = SignedInWishlist(sessions: sessions, wishlists: wishlists, products: products)
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
    sessions: any SessionRepository,
    wishlists: any WishlistRepository,
    products: any ProductRepository,
    addToCart: AddToCart
  ) {
    signedIn = SignedInWishlist(sessions: sessions, wishlists: wishlists, products: products)
    self.addToCart = addToCart
  }

  /// The wishlist's products after the move.
  public func callAsFunction(_ sku: SKU) async throws(WishlistError) -> [Product] {
    let customer = try await signedIn.customer()
    var wishlist = try await signedIn.load(customer)
    try wishlist.remove(sku)
    do throws(CartError) {
      _ = try await addToCart(sku, quantity: 1)
    } catch {
      throw .cart(error)
    }
    try await signedIn.save(wishlist, for: customer)
    return try await signedIn.products(of: wishlist)
  }
}

/// The signed-in customer's wishlist, as every wishlist use case reaches it first and last: who is
/// signed in (a wishlist is theirs), their list loaded and saved back, and its products looked up.
struct SignedInWishlist: Sendable {
  let sessions: any SessionRepository
  let wishlists: any WishlistRepository
  let products: any ProductRepository

  func customer() async throws(WishlistError) -> Email {
    let session: Session?
    do {
      session = try await sessions.current()
    } catch {
      throw .storage(error)
    }
    guard let session else { throw .notSignedIn }
    return session.customer
  }

  func load(_ customer: Email) async throws(WishlistError) -> Wishlist {
    do {
      return try await wishlists.wishlist(for: customer)
    } catch {
      throw .storage(error)
    }
  }

  func save(_ wishlist: Wishlist, for customer: Email) async throws(WishlistError) {
    do {
      try await wishlists.save(wishlist, for: customer)
    } catch {
      throw .storage(error)
    }
  }

  /// The saved products, in the order saved; one the catalog no longer has is left out.
  func products(of wishlist: Wishlist) async throws(WishlistError) -> [Product] {
    var found: [Product] = []
    for sku in wishlist.skus {
      do {
        if let product = try await products.product(sku) { found.append(product) }
      } catch {
        throw .storage(error)
      }
    }
    return found
  }

  func requireProduct(_ sku: SKU) async throws(WishlistError) {
    let product: Product?
    do {
      product = try await products.product(sku)
    } catch {
      throw .storage(error)
    }
    guard product != nil else { throw .productNotFound(sku) }
  }
}
