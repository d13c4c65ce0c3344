import ShopPresentation

/// An order as text, used by `shop order`, `shop order cancel` and the checkout confirmation.
enum OrderDetailView {
  /// `wording` says errors and how to cancel in the front end's own commands.
  static func render(_ state: OrderDetailViewState, wording: Wording) -> String {
    wording.screen(failure: state.error) { text(state, wording: wording) }
  }

  private static func text(_ state: OrderDetailViewState, wording: Wording) -> String {
    guard let id = state.id else { return "" }
    var lines: [String] = state.notice.map { [$0, ""] } ?? []
    lines.append("Order \(id) (\(state.status ?? "")), placed \(state.placedAt ?? "")")
    lines.append("")
    let rows = state.lines.map { [$0.sku, $0.name, "\($0.quantity) × \($0.unitPrice)", $0.total] }
    lines += TextColumns(rows: rows, flexibleColumn: 1).render()
    lines.append("")
    var totals: [[String]] = [["Subtotal", state.subtotal ?? ""]]
    if let discount = state.discount {
      totals.append(["Promotion \(state.promotionCode ?? "")", "-" + discount])
    }
    totals.append(["Shipping", state.shipping ?? ""])
    totals.append(["Total", state.total ?? ""])
    lines += TextColumns(rows: totals, flexibleColumn: 0).render()
    if state.canCancel {
      lines.append("")
      lines.append("Cancel it with \(wording.command(.orderCancel, [id])) until it ships.")
    }
    return lines.joined(separator: "\n")
  }
}

extension OrderDetailViewState: ChangeView {}

/// Checkout shows the order it placed as this view does.
extension CheckoutViewState: CommandView {}
