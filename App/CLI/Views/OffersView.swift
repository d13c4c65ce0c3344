import ShopPresentation

/// `shop categories` and `shop promotions` as text: a pure function of the offers' view state.
enum OffersView {
  /// `nextPage` is the command that shows the page of promotions after this one, when there is
  /// one, as `CatalogView` takes it for products.
  static func render(
    _ state: OffersViewState, showing intent: OffersStore.Intent, nextPage: String? = nil
  ) -> String {
    switch intent {
    case .categories: categories(state)
    case .promotions, .nextPromotionsPage: promotions(state, nextPage: nextPage)
    }
  }

  private static func categories(_ state: OffersViewState) -> String {
    if let empty = state.categoriesEmptyMessage { return empty }
    return (["Categories", ""] + state.categories.map { "  " + TerminalText.visible($0) })
      .joined(separator: "\n")
  }

  private static func promotions(_ state: OffersViewState, nextPage: String?) -> String {
    if let empty = state.promotionsEmptyMessage { return empty }
    let rows = state.promotions.map { [$0.code, $0.terms, $0.validity] }
    var lines = [state.promotionsHeading, ""] + TextColumns(rows: rows, flexibleColumn: 1).render()
    lines += ["", NextPageCommand.line(under: state.promotions.count, nextPage: nextPage)]
    return lines.joined(separator: "\n")
  }
}

extension OffersViewState: CommandView {}
