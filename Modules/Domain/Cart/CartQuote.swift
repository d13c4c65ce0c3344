/// A cart with its prices: each line's total, the subtotal, the promotion's discount, shipping
/// and the total to pay, which is always subtotal − discount + shipping.
public struct CartQuote: Equatable, Sendable {
  /// A line with today's product and price.
  public struct Line: Hashable, Sendable {
    public let product: Product
    public let quantity: Int
    public let total: Money
  }

  public let lines: [Line]
  public let subtotal: Money
  /// The code in the cart, if any, whether or not it applies today.
  public let promotionCode: PromotionCode?
  /// Why the code in the cart does not apply, if it does not; the discount is then zero.
  public let promotionProblem: PromotionError?
  public let discount: Money
  public let shipping: Money
  public let total: Money

  public var isEmpty: Bool { lines.isEmpty }
}
