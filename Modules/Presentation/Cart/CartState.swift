import ShopDomain

/// Everything the cart screen knows. The last good quote stays while a change is refused, so a
/// screen can show the cart and the refusal together.
public struct CartState: Equatable, Sendable {
  public var quote: CartQuote?
  public var isLoading: Bool
  /// What the last change did, in a sentence ("Added 3 × Crème fraîche.").
  public var notice: String?
  public var failure: Failure?

  public init(
    quote: CartQuote? = nil, isLoading: Bool = false, notice: String? = nil, failure: Failure? = nil
  ) {
    self.quote = quote
    self.isLoading = isLoading
    self.notice = notice
    self.failure = failure
  }
}
