/// Who is signed in, if anyone.
public struct CurrentSession: Sendable {
  private let sessions: any SessionRepository

  public init(sessions: any SessionRepository) {
    self.sessions = sessions
  }

  public func callAsFunction() async throws(AccountError) -> Session? {
    do {
      return try await sessions.current()
    } catch {
      throw .storage(error)
    }
  }
}
