import ShopPresentation

/// The order list as text: a pure function of its view state.
enum OrdersView {
  /// `numbered` puts each row's choice number in front of it, for the interactive session.
  static func render(_ state: OrdersViewState, numbered: Bool = false) -> String {
    TerminalText.visible(text(state, numbered: numbered))
  }

  private static func text(_ state: OrdersViewState, numbered: Bool) -> String {
    if let error = state.error { return error.message }
    if let empty = state.emptyMessage { return empty }
    var lines = ["Your orders, newest first", ""]
    let rows = state.orders.enumerated().map { index, order in
      let items = "\(order.itemCount) \(order.itemCount == 1 ? "item" : "items")"
      return (numbered ? ["\(index + 1))"] : []) + [
        order.id, order.placedAt, order.status, items, order.total,
      ]
    }
    lines += TextColumns(rows: rows, flexibleColumn: numbered ? 2 : 1).render()
    if let next = state.nextCursor {
      lines.append("")
      lines.append("Next page: shop orders --after \(next)")
    }
    return lines.joined(separator: "\n")
  }
}
