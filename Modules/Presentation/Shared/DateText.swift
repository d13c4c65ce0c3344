import ShopDomain

/// Writes a Domain timestamp for people: `2026-11-22 17:50 UTC`. In UTC and with a fixed
/// pattern, so the text is the same on every machine and in every test.
///
/// A few lines of calendar arithmetic rather than a date formatter: a formatter brings a whole
/// internationalisation library into the app, which costs more at start-up than all of a
/// command's own work, for one fixed pattern.
public enum DateText {
  public static func format(_ timestamp: Timestamp) -> String {
    let moment = Moment(timestamp)
    return "\(moment.day) \(hourAndMinute(moment.secondOfDay)) UTC"
  }

  /// The timestamp as ISO 8601 in UTC, to the millisecond: `2026-11-22T17:50:03.120Z`, for
  /// front ends that hand data to programs.
  public static func iso8601(_ timestamp: Timestamp) -> String {
    let moment = Moment(timestamp)
    let fraction = moment.millisecond
    let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(moment.day)T\(hourAndMinute(moment.secondOfDay)):"
      + "\(twoDigits(moment.secondOfDay % 60)).\(millis)Z"
  }

  /// A timestamp as the calendar splits it, in UTC: the day, the second of that day, and the
  /// millisecond of that second. Floor division, so a moment before 1970 falls on the day it
  /// belongs to, written so that it cannot overflow: any `Int64` gets a date, even one far
  /// outside the years a read lets through (`Timestamp.calendarRange`).
  private struct Moment {
    /// `2026-11-22`.
    let day: String
    let secondOfDay: Int64
    let millisecond: Int64

    init(_ timestamp: Timestamp) {
      let milliseconds = timestamp.millisecondsSince1970
      let (seconds, millisecond) = DateText.flooredDivision(milliseconds, by: 1_000)
      let (days, secondOfDay) = DateText.flooredDivision(seconds, by: 86_400)
      let (year, month, dayOfMonth) = DateText.civilDate(daysSince1970: days)
      day =
        "\(DateText.fourDigits(year))-\(DateText.twoDigits(month))-\(DateText.twoDigits(dayOfMonth))"
      self.secondOfDay = secondOfDay
      self.millisecond = millisecond
    }
  }

  /// `value / divisor` rounded down rather than towards zero, and the remainder that leaves,
  /// which is never negative; `divisor` is positive. Nothing is multiplied back, so no value
  /// overflows.
  private static func flooredDivision(_ value: Int64, by divisor: Int64) -> (Int64, Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }

  /// `17:50`: the hour and minute of a second of the day.
  private static func hourAndMinute(_ secondOfDay: Int64) -> String {
    "\(twoDigits(secondOfDay / 3_600)):\(twoDigits(secondOfDay % 3_600 / 60))"
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// A year as ISO 8601 and the formatter pattern `yyyy` write it: at least four digits, so
  /// the year 1 is `0001`.
  private static func fourDigits(_ year: Int64) -> String {
    let digits = "\(year)"
    guard (0..<1_000).contains(year) else { return digits }
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
