/// What every wishlist use case does first and last: find the signed-in customer (a wishlist is
/// theirs), load their list, save it back, and look up its products.
struct WishlistAccess: Sendable {
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
