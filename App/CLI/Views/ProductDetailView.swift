import ShopPresentation

/// The product screen as text: a pure function of its view state.
enum ProductDetailView {
  static func render(_ state: ProductDetailViewState) -> String {
    TerminalText.visible(text(state))
  }

  private static func text(_ state: ProductDetailViewState) -> String {
    if let error = state.error { return error.message }
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
