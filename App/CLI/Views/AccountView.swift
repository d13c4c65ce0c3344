import ShopPresentation

/// The account screen as text: one sentence about the session.
enum AccountView {
  static func render(_ state: AccountViewState) -> String {
    TerminalText.visible(text(state))
  }

  private static func text(_ state: AccountViewState) -> String {
    if let error = state.error { return error.message }
    return state.message ?? ""
  }
}
