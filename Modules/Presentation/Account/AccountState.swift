import ShopDomain

/// Everything the account screen knows: the session, and what the last sign-in did.
public struct AccountState: Equatable, Sendable {
  public var session: LoadState<Session?>
  public var lastSignIn: SignInOutcome?
  /// Set by a sign-out that ended a session.
  public var signedOut: Session?

  public init(
    session: LoadState<Session?> = .idle, lastSignIn: SignInOutcome? = nil,
    signedOut: Session? = nil
  ) {
    self.session = session
    self.lastSignIn = lastSignIn
    self.signedOut = signedOut
  }
}
