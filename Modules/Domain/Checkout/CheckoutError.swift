/// Why an order could not be placed. Every case leaves the cart, the stock and the orders as
/// they were.
public enum CheckoutError: Error, Equatable, Sendable {
  /// Orders belong to customers: sign in first.
  case notSignedIn
  case emptyCart
  /// A line wants more than the shelf has now.
  case notEnoughStock(SKU, requested: Int, available: Int)
  /// A product in the cart is no longer in the catalog.
  case productNotFound(SKU)
  /// The cart's promotion code no longer applies.
  case promotion(PromotionError)
  /// Stock or a price changed while the order was being written; nothing was written.
  case changedDuringCheckout(SKU)
  /// The cart could not be priced (a product in another currency, say).
  case cart(CartError)
  case storage(StorageError)
}
