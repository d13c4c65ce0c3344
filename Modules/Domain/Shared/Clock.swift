/// The port through which Domain learns the time. Rules that depend on "now" (a promotion's
/// expiry, when an order was placed) take it from here, so tests can fix it.
public protocol Clock: Sendable {
  func now() -> Timestamp
}
