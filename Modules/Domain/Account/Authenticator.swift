/// The port that decides who a person is. A bank would check a password or a passkey here; this
/// local app's implementation accepts any valid email and says so. Either way, Domain only learns
/// the `Customer` that came out, or why not.
public protocol Authenticator: Sendable {
  /// The customer with this email, created on first sign-in.
  func authenticate(_ email: Email, at now: Timestamp) async throws(AccountError) -> Customer
}
