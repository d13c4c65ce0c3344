/// What differs between what a person reviewed at checkout and the cart as it would be ordered
/// now: the reason `PlaceOrder` refuses to place an order the person did not see.
///
/// Only what an order keeps counts: its customer, its lines and their quantities, each unit
/// price, the promotion's discount, shipping, and so the total. A product's stock is not part of a quote (a
/// shelf that still has enough is no change), and neither is its name: an order keeps the name
/// the person reviewed.
public enum QuoteChange: Equatable, Sendable {
  /// Another customer is signed in at the terminal: a window sharing its state folder signed in
  /// as someone else.
  case customer
  /// A line was added or removed, or what was chosen on it changed (`LineChoice`): in another
  /// terminal, say.
  case lines
  /// A product's unit price changed (a catalog sync, say).
  case price(SKU, from: Money, to: Money)
  /// The promotion takes off another amount: its code changed, it lapsed, or its terms did.
  case discount(from: Money, to: Money)
  /// Shipping costs another amount.
  case shipping(from: Money, to: Money)
}

extension CheckoutReview {
  /// What changed from `reviewed` to this review: first who would order, then the quote.
  public func change(since reviewed: CheckoutReview) -> QuoteChange? {
    guard customer == reviewed.customer else { return .customer }
    return quote.change(since: reviewed.quote)
  }
}

extension CartQuote {
  /// What changed from `reviewed` to this quote, the first difference in the order a person
  /// reads a quote; `nil` when an order made from either would be the same order.
  public func change(since reviewed: CartQuote) -> QuoteChange? {
    guard lines.map(\.choice) == reviewed.lines.map(\.choice) else { return .lines }
    for (now, then) in zip(lines, reviewed.lines) where now.product.price != then.product.price {
      return .price(now.product.sku, from: then.product.price, to: now.product.price)
    }
    if discount != reviewed.discount || promotionCode != reviewed.promotionCode
      || (promotionProblem == nil) != (reviewed.promotionProblem == nil)
    {
      return .discount(from: reviewed.discount, to: discount)
    }
    if shipping != reviewed.shipping { return .shipping(from: reviewed.shipping, to: shipping) }
    return nil
  }
}

/// What an order keeps of what the person chose on a line: its product and its quantity. A cart
/// line, a quote's line and an order's line each say theirs, so the review's comparison
/// (`CartQuote.change(since:)`) and the placement's (`Order.isMade(from:)`) compare the same
/// thing. A choice a line gains that the order keeps is added here once, and the compiler then
/// names the three places that fill it.
public struct LineChoice: Equatable, Sendable {
  public let sku: SKU
  public let quantity: Int
}

extension CartLine {
  public var choice: LineChoice { LineChoice(sku: sku, quantity: quantity) }
}

extension CartQuote.Line {
  public var choice: LineChoice { LineChoice(sku: product.sku, quantity: quantity) }
}

extension OrderLine {
  public var choice: LineChoice { LineChoice(sku: sku, quantity: quantity) }
}
