import ShopDomain

/// Everything the order screen knows: the order, and whether it was just cancelled.
public struct OrderDetailState: Equatable, Sendable {
  public var order: LoadState<Order>
  public var justCancelled: Bool

  public init(order: LoadState<Order> = .idle, justCancelled: Bool = false) {
    self.order = order
    self.justCancelled = justCancelled
  }
}
