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
    do {
      let current = try await sessions.current()
      try await sessions.end()
      return current
    } catch {
      throw .storage(error)
    }
  }
}
