import ShopDomain

/// What the account screen shows: who is signed in, and a sentence about what just happened.
public struct AccountViewState: Equatable, Sendable, Encodable {
  /// The signed-in email, or `nil` for a guest.
  public let signedInAs: String?
  public let message: String?
  /// What to do next: signing in, when nobody is.
  public let suggestion: Suggestion?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: AccountState) {
    let session = state.session.value ?? nil
    signedInAs = session?.customer.value
    let said = Self.message(state, session: session)
    message = said?.text
    suggestion = said?.suggestion
    isLoading = state.session == .loading
    error = state.session.failure
  }

  private static func message(_ state: AccountState, session: Session?) -> (
    text: String, suggestion: Suggestion?
  )? {
    if let outcome = state.lastSignIn {
      return ("Signed in as \(outcome.session.customer)." + mergeNote(outcome), nil)
    }
    if let ended = state.signedOut {
      return ("Signed out \(ended.customer). Your cart is kept for next time.", nil)
    }
    guard case .loaded = state.session else { return nil }
    guard let session else { return ("Not signed in.", .signIn) }
    return ("Signed in as \(session.customer) since \(DateText.format(session.startedAt)).", nil)
  }

  private static func mergeNote(_ outcome: SignInOutcome) -> String {
    guard outcome.mergedLines > 0 else { return "" }
    let lines = outcome.mergedLines == 1 ? "1 line" : "\(outcome.mergedLines) lines"
    var note = " \(lines) of your guest cart moved into your cart."
    if !outcome.cappedSKUs.isEmpty {
      note +=
        " Capped by the cart rules: \(outcome.cappedSKUs.map(\.value).joined(separator: ", "))."
    }
    return note
  }
}
