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
    do {
      let move = try await sessions.start(session) { move in move.merged }
      return SignInOutcome(
        session: session, mergedLines: move.guest.lines.count, cappedSKUs: move.cappedSKUs)
    } catch {
      throw .storage(error)
    }
  }
}
