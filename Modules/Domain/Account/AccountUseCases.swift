/// Signs a customer in by email: the authenticator says who they are (creating the customer on
/// first sign-in); then, in one unit of the session port, the guest's cart moves into theirs
/// with quantities added and capped by the cart rules, and a session starts.
public struct SignIn: Sendable {
  private let authenticator: any Authenticator
  private let sessions: any SessionRepository
  private let clock: any Clock

  public init(
    authenticator: any Authenticator,
    sessions: any SessionRepository,
    clock: any Clock
  ) {
    self.authenticator = authenticator
    self.sessions = sessions
    self.clock = clock
  }

  public func callAsFunction(_ email: Email) async throws(AccountError) -> SignInOutcome {
    let now = clock.now()
    let customer = try await authenticator.authenticate(email, at: now)
    let session = Session(customer: customer.email, startedAt: now)
    let move = try await fromRepository(
      await sessions.start(session) { move in move.merged }, failingAs: AccountError.storage)
    return SignInOutcome(
      session: session, mergedLines: move.guest.lines.count, cappedSKUs: move.cappedSKUs)
  }
}

/// What signing in did: who is signed in, and what happened to the guest's cart.
public struct SignInOutcome: Hashable, Sendable {
  public let session: Session
  /// Lines of the guest cart added to the customer's cart.
  public let mergedLines: Int
  /// SKUs whose merged quantity was cut to fit the cart rules.
  public let cappedSKUs: [SKU]

  public init(session: Session, mergedLines: Int, cappedSKUs: [SKU]) {
    self.session = session
    self.mergedLines = mergedLines
    self.cappedSKUs = cappedSKUs
  }
}

/// Ends the current session. The customer's cart stays theirs for next time; the app is back to
/// the guest's (empty) cart.
public struct SignOut: Sendable {
  private let sessions: any SessionRepository

  public init(sessions: any SessionRepository) {
    self.sessions = sessions
  }

  /// The session that ended, or `nil` when nobody was signed in.
  @discardableResult
  public func callAsFunction() async throws(AccountError) -> Session? {
    let current = try await fromRepository(
      await sessions.current(), failingAs: AccountError.storage)
    try await fromRepository(await sessions.end(), failingAs: AccountError.storage)
    return current
  }
}

/// Who is signed in, if anyone.
public struct CurrentSession: Sendable {
  private let sessions: any SessionRepository

  public init(sessions: any SessionRepository) {
    self.sessions = sessions
  }

  public func callAsFunction() async throws(AccountError) -> Session? {
    try await fromRepository(await sessions.current(), failingAs: AccountError.storage)
  }
}
