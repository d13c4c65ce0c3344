import ShopDomain

extension Failure {
  /// The sentence for each wishlist refusal.
  public init(_ error: WishlistError) {
    switch error {
    case .alreadySaved(let sku):
      self.init(kind: .refused, message: "\(sku) is already on your wishlist.")
    case .notSaved(let sku):
      self.init(
        kind: .notFound, message: "\(sku) is not on your wishlist.", suggestion: .viewWishlist)
    case .full:
      self.init(
        kind: .refused,
        message: "A wishlist holds at most \(Wishlist.maximumItems) products; remove one first.")
    case .notSignedIn:
      self.init(
        kind: .refused, message: "A wishlist is kept for a signed-in customer.", suggestion: .signIn
      )
    case .productNotFound(let sku):
      self.init(CatalogError.productNotFound(sku))
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}
