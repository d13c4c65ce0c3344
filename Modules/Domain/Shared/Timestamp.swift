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

extension Timestamp {
  /// The moments the shop keeps: years 1 to 9999 in UTC, from 0001-01-01T00:00:00.000Z to
  /// 9999-12-31T23:59:59.999Z. Every such moment is a date with a four-digit year, as people read
  /// it and as ISO 8601 writes it; a stored moment outside them was not written by the shop.
  public static let calendarRange =
    Timestamp(
      millisecondsSince1970: -62_135_596_800_000)...Timestamp(
      millisecondsSince1970: 253_402_300_799_999)

  /// The moment, or `nil` when it falls outside `calendarRange`: for times read back from
  /// storage or a feed, which must be dates the shop could have written.
  public init?(calendarMillisecondsSince1970 milliseconds: Int64) {
    let moment = Timestamp(millisecondsSince1970: milliseconds)
    guard Self.calendarRange.contains(moment) else { return nil }
    self = moment
  }
}

/// The port through which Domain learns the time. Rules that depend on "now" (a promotion's
/// expiry, when an order was placed) take it from here, so tests can fix it.
public protocol Clock: Sendable {
  func now() -> Timestamp
}
