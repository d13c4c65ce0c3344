/// Why a cart change was refused. Each case is a rule of the cart, with what is needed to say it.
public enum CartError: Error, Equatable, Sendable {
  /// A quantity no line could hold was asked for: below 1 or above `Cart.maximumQuantity` to
  /// add, below 0 or above it to set.
  case invalidQuantity(Int)
  /// A line would hold more than `Cart.maximumQuantity`.
  case lineLimit(SKU, requested: Int)
  /// A line would hold more than the shelf has.
  case notEnoughStock(SKU, requested: Int, available: Int)
  /// The SKU is not in the cart.
  case notInCart(SKU)
  /// The product is priced in another currency than the shop's.
  case mixedCurrencies(SKU)
  /// The catalog has no such product.
  case productNotFound(SKU)
  /// The promotion code was refused.
  case promotion(PromotionError)
  case storage(StorageError)
}
