import ShopDomain

/// What the checkout screen shows: the confirmation of the placed order, or why it was refused.
public struct CheckoutViewState: Equatable, Sendable, Encodable {
  public let order: OrderDetailViewState

  public init(_ state: CheckoutState) {
    let notice = state.order.value.map { "Order \($0.id) placed. Thank you!" }
    order = OrderDetailViewState(state.order, notice: notice)
  }

  public var error: Failure? { order.error }
}
