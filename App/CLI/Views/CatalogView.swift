import ShopPresentation

/// The catalog screen as text: a pure function of its view state.
enum CatalogView {
  /// `nextPage` is the command that shows the following page, when there is one; `numbered`
  /// puts each row's choice number in front of it, for the interactive session.
  static func render(_ state: CatalogViewState, nextPage: String?, numbered: Bool = false) -> String
  {
    TerminalText.visible(text(state, nextPage: nextPage, numbered: numbered))
  }

  private static func text(_ state: CatalogViewState, nextPage: String?, numbered: Bool) -> String {
    if let error = state.error { return error.message }
    var lines = [state.heading, ""]
    if let empty = state.emptyMessage {
      lines.append(empty)
      return lines.joined(separator: "\n")
    }
    let rows = state.products.enumerated().map { index, product in
      (numbered ? ["\(index + 1))"] : []) + [
        product.sku, product.name, product.category, product.price, product.availability,
      ]
    }
    lines += TextColumns(rows: rows, flexibleColumn: numbered ? 2 : 1).render()
    lines.append("")
    if let nextPage {
      lines.append("\(state.products.count) shown. Next page: \(nextPage)")
    } else {
      lines.append("\(state.products.count) shown. End of the list.")
    }
    return lines.joined(separator: "\n")
  }
}
