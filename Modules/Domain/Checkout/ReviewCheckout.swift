/// What checkout would order now: who would order it, and their cart priced as of now.
///
/// The rules of whether checkout can begin live here, not in a screen: orders belong to
/// customers, so nobody signed in is `notSignedIn`, and an empty cart is `emptyCart`. The quote
/// may still show problems a person can fix before placing (a line above today's stock, a
/// promotion that no longer applies); `PlaceOrder` refuses those.
public struct ReviewCheckout: Sendable {
  private let currentCart: CurrentCart

  public init(visitor: Visitor, carts: any CartRepository, priceCart: PriceCart) {
    currentCart = CurrentCart(visitor: visitor, carts: carts, priceCart: priceCart)
  }

  public func callAsFunction() async throws(CheckoutError) -> CheckoutReview {
    let customer = try await currentCart.visitor.customer(
      orElse: .notSignedIn, failingAs: CheckoutError.storage)
    let quote: CartQuote
    do throws(CartError) {
      quote = try await currentCart.quote(of: .customer(customer))
    } catch {
      throw Self.checkoutError(error)
    }
    guard !quote.isEmpty else { throw .emptyCart }
    return CheckoutReview(customer: customer, quote: quote)
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

/// What a person reviews at checkout and confirms: whose order it would be, and the cart priced.
/// The customer is part of it because a terminal's session can change hands between the review
/// and the confirmation (another window sharing the state folder signs in as someone else), and
/// an order is placed only for the customer who reviewed it.
public struct CheckoutReview: Equatable, Sendable {
  public let customer: Email
  public let quote: CartQuote
}
