import ShopDomain

/// What the cart screen shows, made from the cart Store's state by a pure function: every amount is text,
/// and the totals always read subtotal − discount + shipping = total.
public struct CartViewState: Equatable, Sendable, Encodable {
  /// One line of the cart, ready to print.
  public struct Line: Equatable, Sendable, Encodable {
    public let sku: String
    public let name: String
    public let quantity: Int
    public let unitPrice: String
    public let total: String
  }

  public let lines: [Line]
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
        Line(
          sku: $0.product.sku.value, name: $0.product.name, quantity: $0.quantity,
          unitPrice: PriceText.format($0.product.price), total: PriceText.format($0.total))
      } ?? []
    itemCount = quote?.lines.reduce(0) { $0 + $1.quantity } ?? 0
    subtotal = quote.map { PriceText.format($0.subtotal) }
    promotionCode = quote?.promotionCode?.value
    promotionProblem = quote?.promotionProblem.map(Failure.message)
    discount = quote.flatMap { $0.discount.minorUnits == 0 ? nil : PriceText.format($0.discount) }
    shipping = quote.map { $0.shipping.minorUnits == 0 ? "Free" : PriceText.format($0.shipping) }
    total = quote.map { PriceText.format($0.total) }
    let isEmpty = quote?.isEmpty == true
    emptyMessage = isEmpty ? "The cart is empty." : nil
    emptySuggestion = isEmpty ? .addToCart : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}

extension Failure {
  /// The sentence for each cart refusal.
  public init(_ error: CartError) {
    switch error {
    case .invalidQuantity(let quantity):
      self.init(
        kind: .invalidInput,
        message: "A quantity must be 1 to \(Cart.maximumQuantity), not \(quantity).")
    case .lineLimit(let sku, let requested):
      self.init(
        kind: .refused,
        message:
          "A cart holds at most \(Cart.maximumQuantity) of each product; \(requested) of \(sku) is too many."
      )
    case .notEnoughStock(let sku, let requested, let available):
      self.init(
        kind: .refused,
        message: available == 0
          ? "\(sku) is out of stock."
          : "Only \(available) of \(sku) in stock; \(requested) is too many."
      )
    case .notInCart(let sku):
      self.init(kind: .notFound, message: "\(sku) is not in the cart.", suggestion: .viewCart)
    case .mixedCurrencies(let sku):
      self.init(kind: .refused, message: "\(sku) is priced in another currency than the shop's.")
    case .productNotFound(let sku):
      self.init(CatalogError.productNotFound(sku))
    case .promotion(let problem):
      self.init(problem)
    case .storage(let storage):
      self.init(storage)
    }
  }
}

extension Failure {
  /// The sentence for each promotion refusal, with its reason.
  public init(_ error: PromotionError) {
    switch error {
    case .storage(let storage): self.init(storage)
    case .invalidCode: self.init(kind: .invalidInput, message: Self.message(error))
    default: self.init(kind: .refused, message: Self.message(error))
    }
  }

  /// Why a promotion does not apply, as a sentence.
  public static func message(_ error: PromotionError) -> String {
    switch error {
    case .invalidCode(let raw):
      "\"\(raw)\" is not a promotion code: codes are 3 to 20 letters and digits."
    case .invalidTerms(let code):
      "Promotion \(code) has impossible terms."
    case .unknown(let code):
      "There is no promotion \(code)."
    case .expired(let code, let at):
      "Promotion \(code) expired on \(DateText.format(at))."
    case .belowMinimum(let code, let minimum, let subtotal):
      "Promotion \(code) needs a subtotal of \(PriceText.format(minimum)); the cart has \(PriceText.format(subtotal))."
    case .currencyMismatch(let code):
      "Promotion \(code) is in another currency than the cart."
    case .storage(let storage):
      "\(storage.reason)."
    }
  }
}

extension CartError: ShownAsFailure {
  var failure: Failure { Failure(self) }
}
