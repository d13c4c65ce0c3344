import ShopDomain

extension Failure {
  /// The sentence for each wishlist refusal.
  public init(_ error: WishlistError) {
    switch error {
    case .alreadySaved(let sku):
      self.init(kind: .refused, message: "\(sku) is already on your wishlist.")
    case .notSaved(let sku):
      self.init(
        kind: .notFound, message: "\(sku) is not on your wishlist. See it with `shop wishlist`.")
    case .full:
      self.init(
        kind: .refused,
        message: "A wishlist holds at most \(Wishlist.maximumItems) products; remove one first.")
    case .notSignedIn:
      self.init(kind: .refused, message: "Sign in to keep a wishlist: `shop sign-in EMAIL`.")
    case .productNotFound(let sku):
      self.init(CatalogError.productNotFound(sku))
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}
