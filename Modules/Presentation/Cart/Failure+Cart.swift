import ShopDomain

extension Failure {
  /// The sentence for each cart refusal.
  public init(_ error: CartError) {
    switch error {
    case .invalidQuantity(let quantity):
      self.init(
        kind: .invalidInput,
        message: "A quantity must be 1 to \(Cart.maximumQuantity), not \(quantity).")
    case .lineLimit(let sku, let requested):
      self.init(
        kind: .refused,
        message:
          "A cart holds at most \(Cart.maximumQuantity) of each product; \(requested) of \(sku) is too many."
      )
    case .notEnoughStock(let sku, let requested, let available):
      self.init(
        kind: .refused,
        message: available == 0
          ? "\(sku) is out of stock."
          : "Only \(available) of \(sku) in stock; \(requested) is too many."
      )
    case .notInCart(let sku):
      self.init(kind: .notFound, message: "\(sku) is not in the cart.", suggestion: .viewCart)
    case .mixedCurrencies(let sku):
      self.init(kind: .refused, message: "\(sku) is priced in another currency than the shop's.")
    case .productNotFound(let sku):
      self.init(CatalogError.productNotFound(sku))
    case .promotion(let problem):
      self.init(problem)
    case .storage(let storage):
      self.init(storage)
    }
  }
}
