/// What the account screen reports to whoever decides the next screen.
public enum AccountEvent: Equatable, Sendable {
  case signedIn
  case signedOut
}
