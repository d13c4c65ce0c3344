import ShopPresentation

/// The product screen as text: a pure function of its view state.
enum ProductDetailView {
  /// `wording` says the advice of an error in the front end's own commands.
  static func render(_ state: ProductDetailViewState, wording: Wording) -> String {
    wording.screen(failure: state.error) { text(state, wording: wording) }
  }

  private static func text(_ state: ProductDetailViewState, wording: Wording) -> String {
    guard let name = state.name else { return "" }
    var lines = [
      "\(name)  (\(state.sku))",
      [state.category, state.price, state.availability].compactMap { $0 }.joined(separator: " · "),
    ]
    if let description = state.description, !description.isEmpty {
      lines += ["", description]
    }
    return lines.joined(separator: "\n")
  }
}

extension ProductDetailViewState: CommandView {}
