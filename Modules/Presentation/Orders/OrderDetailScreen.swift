extension OrderDetailViewState {
  /// The order screen's view state from its Store's state.
  public init(_ state: OrderDetailState) {
    let notice =
      state.justCancelled
      ? state.order.value.map { "Order \($0.id) cancelled; its items are back in stock." } : nil
    self.init(state.order, notice: notice)
  }
}
