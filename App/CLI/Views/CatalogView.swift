import ShopPresentation

/// The catalog screen as text: a pure function of its view state.
enum CatalogView {
  /// `nextPage` is the command that shows the following page, when there is one; `numbered`
  /// puts each row's choice number in front of it, for the interactive session; `wording` says
  /// the advice of an error or an empty catalog in the front end's own commands.
  static func render(
    _ state: CatalogViewState, nextPage: String?, numbered: Bool = false, wording: Wording
  ) -> String {
    wording.screen(failure: state.error) {
      text(state, nextPage: nextPage, numbered: numbered, wording: wording)
    }
  }

  private static func text(
    _ state: CatalogViewState, nextPage: String?, numbered: Bool, wording: Wording
  ) -> String {
    var lines = [state.heading, ""]
    if let empty = state.emptyMessage {
      lines.append(wording.sentence(empty, then: state.emptySuggestion))
      return lines.joined(separator: "\n")
    }
    let rows = state.products.enumerated().map { index, product in
      (numbered ? ["\(index + 1))"] : []) + [
        product.sku, product.name, product.category, product.price, product.availability,
      ]
    }
    lines += TextColumns(rows: rows, flexibleColumn: numbered ? 2 : 1).render()
    lines += ["", NextPageCommand.line(under: state.products.count, nextPage: nextPage)]
    return lines.joined(separator: "\n")
  }
}

extension CatalogViewState: CommandView {}
