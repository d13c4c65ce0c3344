import ShopDomain

/// The use cases the cart screen calls, handed to `CartStore` as one value so its initializer
/// stays readable. A plain struct of concrete use cases: no protocol, nothing to mock.
public struct CartUseCases: Sendable {
  public let viewCart: ViewCart
  public let addToCart: AddToCart
  public let setQuantity: SetCartQuantity
  public let removeFromCart: RemoveFromCart
  public let applyPromotion: ApplyPromotion
  public let removePromotion: RemovePromotion

  public init(
    viewCart: ViewCart,
    addToCart: AddToCart,
    setQuantity: SetCartQuantity,
    removeFromCart: RemoveFromCart,
    applyPromotion: ApplyPromotion,
    removePromotion: RemovePromotion
  ) {
    self.viewCart = viewCart
    self.addToCart = addToCart
    self.setQuantity = setQuantity
    self.removeFromCart = removeFromCart
    self.applyPromotion = applyPromotion
    self.removePromotion = removePromotion
  }
}
