import ShopDomain

extension Failure {
  /// The sentence for each checkout refusal: what stopped it, and the step that gets past it.
  public init(_ error: CheckoutError) {
    switch error {
    case .notSignedIn:
      self.init(
        kind: .refused, message: "Checking out needs a signed-in customer.", suggestion: .signIn)
    case .emptyCart:
      self.init(kind: .refused, message: "The cart is empty.", suggestion: .addToCart)
    case .notEnoughStock(let sku, let requested, let available):
      self.init(CartError.notEnoughStock(sku, requested: requested, available: available))
    case .productNotFound(let sku):
      self.init(
        kind: .refused, message: "\(sku) is no longer sold.",
        suggestion: .removeFromCart(sku: sku.value))
    case .promotion(let problem):
      self.init(kind: .refused, message: Failure.message(problem), suggestion: .removePromotion)
    case .changedDuringCheckout(let sku):
      self.init(
        kind: .refused,
        message: "\(sku) changed while the order was placed; nothing was charged.",
        suggestion: .viewCart)
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}
