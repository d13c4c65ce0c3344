/// Where an order is in its life: placed → shipped → delivered, or cancelled before it ships.
public enum OrderStatus: String, CaseIterable, Hashable, Sendable {
  case placed
  case shipped
  case delivered
  case cancelled

  /// Whether the machine allows the move from this status to `next`.
  public func canMove(to next: OrderStatus) -> Bool {
    switch (self, next) {
    case (.placed, .shipped), (.shipped, .delivered), (.placed, .cancelled): true
    default: false
    }
  }
}
