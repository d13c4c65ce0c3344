import ShopDomain

/// What the cart screen shows, made from the cart Store's state by a pure function: every amount is text,
/// and the totals always read subtotal − discount + shipping = total.
public struct CartViewState: Equatable, Sendable {
  public let lines: [LineText]
  public let itemCount: Int
  public let subtotal: String?
  public let promotionCode: String?
  /// Why the code on the cart gives no discount today, if it does not.
  public let promotionProblem: String?
  public let discount: String?
  public let shipping: String?
  public let total: String?
  /// Shown instead of the lines when there are none, with what fills the cart.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: CartStore.State) {
    let quote = state.value
    lines =
      quote?.lines.map {
        LineText(
          sku: $0.product.sku, name: $0.product.name, quantity: $0.quantity,
          unitPrice: $0.product.price, total: $0.total)
      } ?? []
    itemCount = quote?.lines.reduce(0) { $0 + $1.quantity } ?? 0
    subtotal = quote.map { PriceText.format($0.subtotal) }
    promotionCode = quote?.promotionCode?.value
    promotionProblem = quote?.promotionProblem.map(Failure.message)
    discount = quote.flatMap { PriceText.discount($0.discount) }
    shipping = quote.map { PriceText.shipping($0.shipping) }
    total = quote.map { PriceText.format($0.total) }
    let isEmpty = quote?.isEmpty == true
    emptyMessage = isEmpty ? "The cart is empty." : nil
    emptySuggestion = isEmpty ? .addToCart : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}
