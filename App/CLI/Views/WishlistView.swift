import ShopPresentation

/// The wishlist as text: a pure function of its view state.
enum WishlistView {
  /// `numbered` puts each row's choice number in front of it, for the interactive session.
  static func render(_ state: WishlistViewState, numbered: Bool = false) -> String {
    TerminalText.visible(text(state, numbered: numbered))
  }

  private static func text(_ state: WishlistViewState, numbered: Bool) -> String {
    if let error = state.error { return error.message }
    var lines: [String] = state.notice.map { [$0, ""] } ?? []
    if let empty = state.emptyMessage {
      lines.append(empty)
      return lines.joined(separator: "\n")
    }
    lines += ["Saved for later", ""]
    let rows = state.products.enumerated().map { index, product in
      (numbered ? ["\(index + 1))"] : []) + [
        product.sku, product.name, product.price, product.availability,
      ]
    }
    lines += TextColumns(rows: rows, flexibleColumn: numbered ? 2 : 1).render()
    lines.append("")
    lines.append(
      numbered
        ? "Type a number to move it to the cart."
        : "Move one to the cart with `shop wishlist move SKU`.")
    return lines.joined(separator: "\n")
  }
}
