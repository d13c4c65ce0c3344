/// Prices a cart as of now: today's product prices, the promotion if it still applies, and the
/// shipping policy. Used by every cart screen, and by checkout for its review and at placement.
public struct PriceCart: Sendable {
  private let products: any ProductRepository
  private let promotions: any PromotionRepository
  private let shipping: ShippingPolicy
  private let clock: any Clock

  public init(
    products: any ProductRepository,
    promotions: any PromotionRepository,
    shipping: ShippingPolicy,
    clock: any Clock
  ) {
    self.products = products
    self.promotions = promotions
    self.shipping = shipping
    self.clock = clock
  }

  /// The currency the shop sells in: every price in a cart must be in it.
  public var currency: Currency { shipping.flatFee.currency }

  public func callAsFunction(_ cart: Cart) async throws(CartError) -> CartQuote {
    var lines: [CartQuote.Line] = []
    var subtotal = Money.zero(currency)
    for line in cart.lines {
      let product = try await product(line.sku)
      let total = product.price.multiplied(by: line.quantity)
      do throws(MoneyError) {
        subtotal = try subtotal.adding(total)
      } catch {
        throw .mixedCurrencies(line.sku)
      }
      lines.append(CartQuote.Line(product: product, quantity: line.quantity, total: total))
    }
    let (discount, problem) = await discount(for: cart.promotionCode, on: subtotal)
    let afterDiscount = Money(
      minorUnits: subtotal.minorUnits - discount.minorUnits, currency: currency)
    let fee = shipping.fee(for: afterDiscount, isEmpty: cart.isEmpty)
    return CartQuote(
      lines: lines,
      subtotal: subtotal,
      promotionCode: cart.promotionCode,
      promotionProblem: problem,
      discount: discount,
      shipping: fee,
      total: Money(minorUnits: afterDiscount.minorUnits + fee.minorUnits, currency: currency)
    )
  }

  /// The product as the shop sells it today: what a line is priced by, and what the cart rules
  /// read its stock from. Refused as `productNotFound` when the catalog no longer has it.
  func product(_ sku: SKU) async throws(CartError) -> Product {
    let found = try await fromRepository(await products.product(sku), failingAs: CartError.storage)
    guard let found else { throw .productNotFound(sku) }
    return found
  }

  /// The discount of `code` on `subtotal`, or zero and the reason it does not apply.
  private func discount(for code: PromotionCode?, on subtotal: Money) async -> (
    Money, PromotionError?
  ) {
    guard let code else { return (.zero(subtotal.currency), nil) }
    do throws(PromotionError) {
      return (try await discount(of: code, on: subtotal), nil)
    } catch {
      return (.zero(subtotal.currency), error)
    }
  }

  /// The one check both pricing a cart and applying a code make: the promotion found by its code
  /// says what it takes off `subtotal` now, or why it takes nothing.
  func discount(of code: PromotionCode, on subtotal: Money) async throws(PromotionError) -> Money {
    let now = clock.now()
    let promotion = try await fromRepository(
      await promotions.promotion(code), failingAs: PromotionError.storage)
    guard let promotion else { throw .unknown(code) }
    return try promotion.discount(on: subtotal, at: now)
  }
}

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
