/// Someone who shops here, known by email since their first sign-in.
public struct Customer: Hashable, Sendable {
  public let email: Email
  /// When they first signed in.
  public let since: Timestamp

  public init(email: Email, since: Timestamp) {
    self.email = email
    self.since = since
  }
}
