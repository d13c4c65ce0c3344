import ShopPresentation

/// The account screen as text: one sentence about the session, and the next step in the
/// words of the front end it is shown in.
enum AccountView {
  static func render(_ state: AccountViewState, wording: Wording) -> String {
    wording.screen(failure: state.error) { text(state, wording: wording) }
  }

  private static func text(_ state: AccountViewState, wording: Wording) -> String {
    state.message.map { wording.sentence($0, then: state.suggestion) } ?? ""
  }
}

extension AccountViewState: CommandView {}
