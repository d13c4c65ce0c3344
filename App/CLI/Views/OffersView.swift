import ShopPresentation

/// `shop categories` and `shop promotions` as text: a pure function of the offers' view state.
enum OffersView {
  static func render(_ state: OffersViewState, showing intent: OffersStore.Intent) -> String {
    switch intent {
    case .categories: categories(state)
    case .promotions: promotions(state)
    }
  }

  private static func categories(_ state: OffersViewState) -> String {
    guard !state.categories.isEmpty else { return "The catalog has no categories yet." }
    return (["Categories", ""] + state.categories.map { "  " + TerminalText.visible($0) })
      .joined(separator: "\n")
  }

  private static func promotions(_ state: OffersViewState) -> String {
    guard !state.promotions.isEmpty else { return "The shop has no promotion codes." }
    let rows = state.promotions.map { [$0.code, $0.terms, $0.validity] }
    return (["Promotion codes", ""] + TextColumns(rows: rows, flexibleColumn: 1).render())
      .joined(separator: "\n")
  }
}
