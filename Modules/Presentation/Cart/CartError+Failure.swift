import ShopDomain

/// The words of a cart's refusals, as data a front end shows: the cart's, and the wishlist's
/// and checkout's, which refuse with the same error when a line would break a cart rule.
extension CartError: ShownAsFailure {
  /// The sentence for each cart refusal.
  public var failure: Failure {
    switch self {
    case .invalidQuantity(let quantity):
      Failure(
        kind: .invalidInput,
        message: "A quantity must be 1 to \(Cart.maximumQuantity), not \(quantity).")
    case .lineLimit(let sku, let requested):
      Failure(
        kind: .refused,
        message:
          "A cart holds at most \(Cart.maximumQuantity) of each product; \(requested) of \(sku) is too many."
      )
    case .productLimit(let sku):
      Failure(
        kind: .refused,
        message:
          "A cart holds at most \(Cart.maximumLines) products; take one out to add \(sku).",
        suggestion: .viewCart)
    case .notEnoughStock(let sku, let requested, let available):
      Failure(
        kind: .refused,
        message: available == 0
          ? "\(sku) is out of stock."
          : "Only \(available) of \(sku) in stock; \(requested) is too many."
      )
    case .notInCart(let sku):
      Failure(kind: .notFound, message: "\(sku) is not in the cart.", suggestion: .viewCart)
    case .repeatedLine(let sku):
      Failure(kind: .refused, message: "A cart keeps one line per product; \(sku) was in two.")
    case .mixedCurrencies(let sku):
      Failure(kind: .refused, message: "\(sku) is priced in another currency than the shop's.")
    case .productNotFound(let sku):
      CatalogError.productNotFound(sku).failure
    case .promotion(let problem):
      problem.failure
    case .storage(let storage):
      storage.failure
    }
  }
}
