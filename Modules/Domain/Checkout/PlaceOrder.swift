/// Turns the signed-in customer's cart into an order: exactly what the person reviewed and
/// confirmed, or nothing.
///
/// Checkout is two steps: `ReviewCheckout` shows the cart priced as of now, and the person
/// confirms that review. Placing reviews the cart again; when anything an order keeps is not
/// what the person saw (the customer, a line, a unit price, the promotion's discount,
/// shipping), it refuses with `quoteChanged`, carrying the new review to show, and places
/// nothing. Then the order, made from the reviewed quote, is written by the order repository in
/// one transaction that takes the stock and empties the cart, and that checks once more, as it
/// writes, the cart, the prices and the promotion: a change by another process in between
/// refuses the order, never charges it.
public struct PlaceOrder: Sendable {
  private let review: ReviewCheckout
  private let visitor: Visitor
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
    self.visitor = visitor
    self.orders = orders
    self.ids = ids
    self.clock = clock
  }

  /// Places `reviewed`, the review the person confirmed, if the cart would still order exactly
  /// it for the same customer.
  public func callAsFunction(confirming reviewed: CheckoutReview) async throws(CheckoutError)
    -> Order
  {
    let now = try await review()
    if let change = now.change(since: reviewed) { throw .quoteChanged(change, now: now) }
    return try await place(reviewed)
  }

  /// Places the cart as it is now, for a front end that shows no review first and shows the
  /// order it placed instead (a one-shot command). Nobody reviewed this quote, so a change found
  /// as it is written is the cart or the catalog changing while it was placed.
  public func callAsFunction() async throws(CheckoutError) -> Order {
    let now = try await review()
    do throws(CheckoutError) {
      return try await place(now)
    } catch {
      if case .quoteChanged = error { throw .changedWhilePlacing }
      throw error
    }
  }

  /// An id another order already has is drawn again: ids are random, so among a million orders
  /// one draw in some 4,300 meets one, and the person should not pay for it with a failure.
  private func place(_ review: CheckoutReview) async throws(CheckoutError) -> Order {
    try Self.orderable(review.quote)
    try await fromRepository(await visitor.noteUse(), failingAs: CheckoutError.storage)
    for _ in 1...Self.idDraws {
      let order = try self.order(of: review)
      do throws(PlacementError) {
        try await orders.place(order)
        return order
      } catch .idTaken {
        continue
      } catch {
        throw await refusal(error, placing: review)
      }
    }
    throw .storage(StorageError(reason: "no new order id was free in \(Self.idDraws) draws"))
  }

  /// How many ids a placement draws before it gives up: three clashes in a row are as likely
  /// as a failing disk.
  private static let idDraws = 3

  private func order(of review: CheckoutReview) throws(CheckoutError) -> Order {
    do throws(InvalidOrder) {
      return try Order(
        id: ids.nextOrderID(), customer: review.customer, quote: review.quote,
        placedAt: clock.now())
    } catch {
      throw .invalidOrder(error)
    }
  }

  /// Refuses a quote a person could fix before placing it: a promotion that no longer applies,
  /// a line above today's stock.
  private static func orderable(_ quote: CartQuote) throws(CheckoutError) {
    if let problem = quote.promotionProblem { throw .promotion(problem) }
    for line in quote.lines where line.quantity > line.product.stock {
      throw .notEnoughStock(
        line.product.sku, requested: line.quantity, available: line.product.stock)
    }
  }

  /// Why the write refused an order that passed every check a moment before: what changed in
  /// between, as a new review shows it, with that review to show.
  private func refusal(_ error: PlacementError, placing placed: CheckoutReview) async
    -> CheckoutError
  {
    if case .storage(let storage) = error { return .storage(storage) }
    do throws(CheckoutError) {
      let now = try await review()
      if let change = now.change(since: placed) { return .quoteChanged(change, now: now) }
      try Self.orderable(now.quote)
    } catch {
      return error
    }
    return .changedWhilePlacing
  }
}

/// Why an order could not be placed. Every case but `storage` leaves the cart, the stock and
/// the orders as they were; a storage failure may come after the write (a PostgreSQL `COMMIT`
/// left unanswered), and the customer's orders then say whether it was placed.
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
  /// The cart would no longer order what the person reviewed; `now` is what it would order, for
  /// the person to review again.
  case quoteChanged(QuoteChange, now: CheckoutReview)
  /// The cart or the catalog changed while the order was written: for a one-shot checkout, which
  /// has no review to compare, any such change; after a review, one that changed back before it
  /// could be said how. Nothing was written, and trying again is safe.
  case changedWhilePlacing
  /// The cart could not be priced (a product in another currency, say).
  case cart(CartError)
  /// The cart would make an order that breaks a rule of orders: a clock outside the years 1 to
  /// 9999 (`placedAt`), or amounts beyond what an order may hold.
  case invalidOrder(InvalidOrder)
  case storage(StorageError)
}
