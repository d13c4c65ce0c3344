/// Turns the signed-in customer's cart into an order.
///
/// Checks, in order: someone is signed in, the cart is not empty, every line is still in stock at
/// today's price, and the promotion code still applies. Then the order repository writes the
/// order, takes the stock and empties the cart in one transaction, checking stock and prices
/// once more as it writes, so a change by another process between the checks and the write
/// refuses the order instead of overselling.
public struct PlaceOrder: Sendable {
  private let sessions: any SessionRepository
  private let carts: any CartRepository
  private let priceCart: PriceCart
  private let orders: any OrderRepository
  private let ids: any OrderIDSource
  private let clock: any Clock

  public init(
    sessions: any SessionRepository,
    carts: any CartRepository,
    priceCart: PriceCart,
    orders: any OrderRepository,
    ids: any OrderIDSource,
    clock: any Clock
  ) {
    self.sessions = sessions
    self.carts = carts
    self.priceCart = priceCart
    self.orders = orders
    self.ids = ids
    self.clock = clock
  }

  public func callAsFunction() async throws(CheckoutError) -> Order {
    let customer = try await signedInCustomer()
    let quote = try await quote(for: customer)
    let order = Order(
      id: ids.nextOrderID(), customer: customer, quote: quote, placedAt: clock.now())
    do throws(PlacementError) {
      try await orders.place(order)
    } catch {
      switch error {
      case .notEnoughStock(let sku), .priceChanged(let sku): throw .changedDuringCheckout(sku)
      case .storage(let storage): throw .storage(storage)
      }
    }
    return order
  }

  private func signedInCustomer() async throws(CheckoutError) -> Email {
    let session: Session?
    do {
      session = try await sessions.current()
    } catch {
      throw .storage(error)
    }
    guard let session else { throw .notSignedIn }
    return session.customer
  }

  /// The cart priced now, refused if it cannot be ordered as it is.
  private func quote(for customer: Email) async throws(CheckoutError) -> CartQuote {
    let quote: CartQuote
    do throws(CartError) {
      let cart = try await CartAccess(sessions: sessions, carts: carts).load(.customer(customer))
      quote = try await priceCart(cart)
    } catch {
      throw Self.checkoutError(error)
    }
    guard !quote.isEmpty else { throw .emptyCart }
    if let problem = quote.promotionProblem { throw .promotion(problem) }
    for line in quote.lines where line.quantity > line.product.stock {
      throw .notEnoughStock(
        line.product.sku, requested: line.quantity, available: line.product.stock)
    }
    return quote
  }

  private static func checkoutError(_ error: CartError) -> CheckoutError {
    switch error {
    case .productNotFound(let sku): .productNotFound(sku)
    case .storage(let storage): .storage(storage)
    case .promotion(let problem): .promotion(problem)
    default: .cart(error)
    }
  }
}
