import ShopDomain

extension Failure {
  /// The sentence for each order refusal.
  public init(_ error: OrderError) {
    switch error {
    case .invalidID(let raw):
      self.init(kind: .invalidInput, message: "\"\(raw)\" is not an order id, like O-7F3A9C2E.")
    case .notFound(let id):
      self.init(kind: .notFound, message: "You have no order \(id).", suggestion: .viewOrders)
    case .illegalTransition(let id, let from, let to):
      self.init(kind: .refused, message: Self.transitionMessage(id, from: from, to: to))
    case .notSignedIn:
      self.init(
        kind: .refused, message: "Orders are kept for a signed-in customer.", suggestion: .signIn)
    case .storage(let storage):
      self.init(storage)
    }
  }

  private static func transitionMessage(_ id: OrderID, from: OrderStatus, to: OrderStatus) -> String
  {
    switch (from, to) {
    case (.cancelled, .cancelled): "Order \(id) is already cancelled."
    case (_, .cancelled): "Order \(id) is \(from.rawValue) and can no longer be cancelled."
    default: "Order \(id) cannot go from \(from.rawValue) to \(to.rawValue)."
    }
  }
}
