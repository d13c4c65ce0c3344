/// Turns the signed-in customer's cart into an order.
///
/// Checks, in order: someone is signed in, the cart is not empty, every line is still in stock at
/// today's price, and the promotion code still applies. Then the order repository writes the
/// order, takes the stock and empties the cart in one transaction, checking stock and prices
/// once more as it writes, so a change by another process between the checks and the write
/// refuses the order instead of overselling.
public struct PlaceOrder: Sendable {
  private let review: ReviewCheckout
  private let orders: any OrderRepository
  private let ids: any OrderIDSource
  private let clock: any Clock

  public init(
    visitor: Visitor,
    carts: any CartRepository,
    priceCart: PriceCart,
    orders: any OrderRepository,
    ids: any OrderIDSource,
    clock: any Clock
  ) {
    review = ReviewCheckout(visitor: visitor, carts: carts, priceCart: priceCart)
    self.orders = orders
    self.ids = ids
    self.clock = clock
  }

  public func callAsFunction() async throws(CheckoutError) -> Order {
    let (customer, quote) = try await orderable()
    let order = Order(
      id: ids.nextOrderID(), customer: customer, quote: quote, placedAt: clock.now())
    do throws(PlacementError) {
      try await orders.place(order)
    } catch {
      switch error {
      case .notEnoughStock(let sku), .priceChanged(let sku): throw .changedDuringCheckout(sku)
      case .cartChanged: throw .cartChangedDuringCheckout
      case .storage(let storage): throw .storage(storage)
      }
    }
    return order
  }

  /// The review, refused if the cart cannot be ordered as it is.
  private func orderable() async throws(CheckoutError) -> (Email, CartQuote) {
    let (customer, quote) = try await review.review()
    if let problem = quote.promotionProblem { throw .promotion(problem) }
    for line in quote.lines where line.quantity > line.product.stock {
      throw .notEnoughStock(
        line.product.sku, requested: line.quantity, available: line.product.stock)
    }
    return (customer, quote)
  }
}

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
  /// The cart changed (in another terminal) after it was reviewed; nothing was written.
  case cartChangedDuringCheckout
  /// The cart could not be priced (a product in another currency, say).
  case cart(CartError)
  case storage(StorageError)
}
