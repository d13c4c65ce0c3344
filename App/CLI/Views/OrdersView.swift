import ShopPresentation

/// The order list as text: a pure function of its view state.
enum OrdersView {
  /// `numbered` puts each row's choice number in front of it, for the interactive session.
  static func render(_ state: OrdersViewState, numbered: Bool = false) -> String {
    if let error = state.error { return error.message }
    if let empty = state.emptyMessage { return empty }
    var lines = ["Your orders, newest first", ""]
    let rows = state.orders.map {
      [
        $0.id, $0.placedAt, $0.status, "\($0.itemCount) \($0.itemCount == 1 ? "item" : "items")",
        $0.total,
      ]
    }
    lines += TextColumns(rows: rows, flexibleColumn: 1).render()
    if let next = state.nextCursor {
      lines.append("")
      lines.append("Next page: shop orders --after \(next)")
    }
    return lines.joined(separator: "\n")
  }
}
