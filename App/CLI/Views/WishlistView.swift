import ShopPresentation

/// The wishlist as text: a pure function of its view state.
enum WishlistView {
  /// `numbered` puts each row's choice number in front of it, for the interactive session;
  /// `wording` says the advice of an error or an empty list in the front end's own commands.
  static func render(_ state: WishlistViewState, numbered: Bool = false, wording: Wording)
    -> String
  {
    wording.screen(failure: state.error) { text(state, numbered: numbered, wording: wording) }
  }

  private static func text(_ state: WishlistViewState, numbered: Bool, wording: Wording) -> String {
    var lines: [String] = state.notice.map { [$0, ""] } ?? []
    if let empty = state.emptyMessage {
      lines.append(wording.sentence(empty, then: state.emptySuggestion))
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
        : "Move one to the cart with \(wording.command(.wishlistMove)).")
    return lines.joined(separator: "\n")
  }
}

extension WishlistViewState: ChangeView {}
