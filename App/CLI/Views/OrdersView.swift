import ShopPresentation

/// The order list as text: a pure function of its view state.
enum OrdersView {
  /// `numbered` puts each row's choice number in front of it, for the interactive session;
  /// `wording` says the advice of an error or an empty list in the front end's own commands.
  static func render(_ state: OrdersViewState, numbered: Bool = false, wording: Wording) -> String {
    wording.screen(failure: state.error) { text(state, numbered: numbered, wording: wording) }
  }

  private static func text(_ state: OrdersViewState, numbered: Bool, wording: Wording) -> String {
    if let empty = state.emptyMessage {
      return wording.sentence(empty, then: state.emptySuggestion)
    }
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
      lines.append("Next page: \(NextPageCommand(.orders, after: next).text(in: wording))")
    }
    return lines.joined(separator: "\n")
  }
}

extension OrdersViewState: CommandView {}
