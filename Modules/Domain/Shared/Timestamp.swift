/// A moment in time, as milliseconds since 1970-01-01 UTC. Domain's own value for time: rules
/// compare timestamps; turning one into a date people read is Presentation's job.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let millisecondsSince1970: Int64

  public init(millisecondsSince1970: Int64) {
    self.millisecondsSince1970 = millisecondsSince1970
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.millisecondsSince1970 < rhs.millisecondsSince1970
  }

  public var description: String { "\(millisecondsSince1970) ms" }
}

/// The port through which Domain learns the time. Rules that depend on "now" (a promotion's
/// expiry, when an order was placed) take it from here, so tests can fix it.
public protocol Clock: Sendable {
  func now() -> Timestamp
}
