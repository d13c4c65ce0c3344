/// What a person can ask of the account screen.
public enum AccountIntent: Equatable, Sendable {
  /// Show who is signed in.
  case load
  case signIn(email: String)
  case signOut
}
