import ShopDomain

/// Everything the checkout screen knows: the order it placed, once it has.
public struct CheckoutState: Equatable, Sendable {
  public var order: LoadState<Order>

  public init(order: LoadState<Order> = .idle) {
    self.order = order
  }
}
