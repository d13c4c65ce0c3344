import ShopDomain

/// The feed's dates: ISO 8601 as the internet writes it (RFC 3339), `2030-01-01T00:00:00Z`, with
/// fractional seconds as JavaScript's `toISOString()` adds them (`.000Z`, read to the
/// millisecond) or an offset such as `+02:00`, either letter in either case, read with a few
/// lines of calendar arithmetic rather than a date formatter, which would bring a whole
/// internationalisation library into the app for one format. A date alone, or a time with no
/// zone, is refused: it names no one moment.
///
/// Years are four digits, so a date is always one a person could mean (`99999-01-01` is refused),
/// and the moment falls in `Timestamp.calendarRange` once its offset is applied.
enum FeedTimestamp {
  /// The moment `text` names, or `nil` when it is not such a date.
  static func parse(_ text: String) -> Timestamp? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.count <= 40,
      let year = number(bytes, 0, 4), bytes[4] == dash,
      let month = number(bytes, 5, 2), bytes[7] == dash,
      let day = number(bytes, 8, 2), bytes[10] | 0x20 == UInt8(ascii: "t"),
      let hour = number(bytes, 11, 2), bytes[13] == colon,
      let minute = number(bytes, 14, 2), bytes[16] == colon,
      let second = number(bytes, 17, 2),
      (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
      hour < 24, minute < 60, second < 60,
      let (milliseconds, zone) = fraction(bytes),
      let offset = offsetSeconds(bytes[zone...])
    else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    // An offset can carry year 1 back into year 0, or 9999 on into 10000: outside the years
    // a promotion may end in.
    return Timestamp(calendarMillisecondsSince1970: Int64(seconds) * 1_000 + Int64(milliseconds))
  }

  private static let dash = UInt8(ascii: "-")
  private static let colon = UInt8(ascii: ":")
  private static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")

  /// The milliseconds of a fraction after the seconds (one to nine digits; those past the third
  /// are dropped), and where the zone starts; no fraction is 0 milliseconds.
  private static func fraction(_ bytes: [UInt8]) -> (milliseconds: Int, zone: Int)? {
    guard bytes[19] == UInt8(ascii: ".") else { return (0, 19) }
    let count = bytes[20...].prefix { digits.contains($0) }.count
    guard (1...9).contains(count) else { return nil }
    let firstThree = bytes[20..<20 + min(count, 3)].map { Int($0 - UInt8(ascii: "0")) }
    let milliseconds = (firstThree + Array(repeating: 0, count: 3 - firstThree.count))
      .reduce(0) { $0 * 10 + $1 }
    return (milliseconds, 20 + count)
  }

  /// `Z`, or `+HH:MM` / `-HH:MM`, as seconds east of UTC.
  private static func offsetSeconds(_ zone: ArraySlice<UInt8>) -> Int? {
    let bytes = Array(zone)
    if bytes.count == 1 { return bytes[0] | 0x20 == UInt8(ascii: "z") ? 0 : nil }
    guard bytes.count == 6 else { return nil }
    let sign: Int
    switch bytes[0] {
    case UInt8(ascii: "+"): sign = 1
    case dash: sign = -1
    default: return nil
    }
    guard let hours = number(bytes, 1, 2), bytes[3] == colon, let minutes = number(bytes, 4, 2),
      hours < 24, minutes < 60
    else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  /// The decimal number in `count` bytes from `start`, all of them digits.
  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<start + count] {
      guard digits.contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
