import ShopPresentation

/// The cart screen as text: a pure function of its view state.
enum CartView {
  /// `wording` says the advice of an error or an empty cart in the front end's own commands.
  static func render(_ state: CartViewState, wording: Wording) -> String {
    wording.screen(failure: state.error) { text(state, wording: wording) }
  }

  private static func text(_ state: CartViewState, wording: Wording) -> String {
    var lines: [String] = state.notice.map { [$0, ""] } ?? []
    if let empty = state.emptyMessage {
      lines.append(wording.sentence(empty, then: state.emptySuggestion))
      return lines.joined(separator: "\n")
    }
    lines.append("Cart (\(state.itemCount) \(state.itemCount == 1 ? "item" : "items"))")
    lines.append("")
    let rows = state.lines.map { [$0.sku, $0.name, "\($0.quantity) × \($0.unitPrice)", $0.total] }
    lines += TextColumns(rows: rows, flexibleColumn: 1).render()
    lines.append("")
    lines += totals(state)
    return lines.joined(separator: "\n")
  }

  private static func totals(_ state: CartViewState) -> [String] {
    var rows: [[String]] = [["Subtotal", state.subtotal ?? ""]]
    if let code = state.promotionCode {
      rows.append(["Promotion \(code)", state.discount.map { "-" + $0 } ?? "none"])
    }
    rows.append(["Shipping", state.shipping ?? ""])
    rows.append(["Total", state.total ?? ""])
    var lines = TextColumns(rows: rows, flexibleColumn: 0).render()
    if let problem = state.promotionProblem { lines.append("  " + problem) }
    return lines
  }
}

extension CartViewState: ChangeView {}
