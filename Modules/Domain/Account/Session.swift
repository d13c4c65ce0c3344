/// A signed-in customer. Signing in starts one; signing out ends it; it survives between runs
/// of the app until then.
public struct Session: Hashable, Sendable {
  public let customer: Email
  public let startedAt: Timestamp

  public init(customer: Email, startedAt: Timestamp) {
    self.customer = customer
    self.startedAt = startedAt
  }
}
