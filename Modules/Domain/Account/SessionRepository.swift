/// The port that keeps the current session between runs of the app.
public protocol SessionRepository: Sendable {
  /// The signed-in customer's session, or `nil` when nobody is signed in.
  func current() async throws(StorageError) -> Session?
  /// Replaces any current session with `session`.
  func start(_ session: Session) async throws(StorageError)
  /// Ends the current session, if there is one.
  func end() async throws(StorageError)
}
