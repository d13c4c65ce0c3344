import ShopDomain

extension Failure {
  /// The sentence for each checkout refusal: what stopped it and what to do.
  public init(_ error: CheckoutError) {
    switch error {
    case .notSignedIn:
      self.init(
        kind: .refused, message: "Sign in to check out: `shop sign-in EMAIL`, then `shop checkout`."
      )
    case .emptyCart:
      self.init(
        kind: .refused, message: "The cart is empty. Add a product with `shop cart add SKU` first.")
    case .notEnoughStock(let sku, let requested, let available):
      self.init(CartError.notEnoughStock(sku, requested: requested, available: available))
    case .productNotFound(let sku):
      self.init(
        kind: .refused,
        message: "\(sku) is no longer sold. Remove it with `shop cart remove \(sku)`.")
    case .promotion(let problem):
      self.init(
        kind: .refused,
        message: Failure.message(problem)
          + " Remove it with `shop cart promo --remove`, or try another code.")
    case .changedDuringCheckout(let sku):
      self.init(
        kind: .refused,
        message:
          "\(sku) changed while the order was placed; nothing was charged. Check `shop cart` and try again."
      )
    case .cart(let cartError):
      self.init(cartError)
    case .storage(let storage):
      self.init(storage)
    }
  }
}
