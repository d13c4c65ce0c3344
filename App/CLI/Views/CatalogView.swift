import ShopPresentation

/// The catalog screen as text: a pure function of its view state.
enum CatalogView {
  /// `nextPage` is the command that shows the following page, when there is one.
  static func render(_ state: CatalogViewState, nextPage: String?) -> String {
    if let error = state.error { return error.message }
    var lines = [state.heading, ""]
    if let empty = state.emptyMessage {
      lines.append(empty)
      return lines.joined(separator: "\n")
    }
    let rows = state.products.map { [$0.sku, $0.name, $0.category, $0.price, $0.availability] }
    lines += TextColumns(rows: rows, flexibleColumn: 1).render()
    lines.append("")
    if let nextPage {
      lines.append("\(state.products.count) shown. Next page: \(nextPage)")
    } else {
      lines.append("\(state.products.count) shown. End of the list.")
    }
    return lines.joined(separator: "\n")
  }
}
