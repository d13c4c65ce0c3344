import Foundation
import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// Dates are written by calendar arithmetic, not a formatter: the text must be exactly what the
/// formatter it replaced wrote, for any moment, before 1970 and far ahead included.
@Suite("DateText")
struct DateTextTests {
  @Test("thousands of moments print as a fixed-pattern UTC formatter prints them")
  func matchesTheFormatter() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    var random = SeededRandom(seed: 5)
    var moments: [Int64] = [0, -1, 1, 86_399_999, 86_400_000, -86_400_000, 951_782_400_000]
    for _ in 0..<3_000 {
      moments.append(Int64.random(in: -2_000_000_000_000...250_000_000_000_000, using: &random))
    }
    for milliseconds in moments {
      let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
      #expect(
        DateText.format(Timestamp(millisecondsSince1970: milliseconds))
          == formatter.string(from: date),
        "\(milliseconds)")
    }
  }

  @Test("the first and last moments a read lets through print with four-digit years")
  func calendarBounds() {
    let range = Timestamp.calendarRange
    #expect(DateText.format(range.lowerBound) == "0001-01-01 00:00 UTC")
    #expect(DateText.iso8601(range.lowerBound) == "0001-01-01T00:00:00.000Z")
    #expect(DateText.format(range.upperBound) == "9999-12-31 23:59 UTC")
    #expect(DateText.iso8601(range.upperBound) == "9999-12-31T23:59:59.999Z")
  }

  @Test(
    "any Int64 gets a date, the extremes included, without overflowing",
    arguments: [
      Int64.min, Int64.min + 1, Int64.min + 998, Int64.min + 999, -1_001, -999, Int64.max,
    ]
      as [Int64])
  func extremes(milliseconds: Int64) {
    let timestamp = Timestamp(millisecondsSince1970: milliseconds)
    #expect(DateText.format(timestamp).hasSuffix(" UTC"))
    #expect(DateText.iso8601(timestamp).hasSuffix("Z"))
  }

  @Test("the extremes of Int64 fall on the days the calendar puts them")
  func extremeDays() {
    #expect(
      DateText.iso8601(Timestamp(millisecondsSince1970: .max))
        == "292278994-08-17T07:12:55.807Z")
    #expect(
      DateText.iso8601(Timestamp(millisecondsSince1970: .min))
        == "-292275055-05-16T16:47:04.192Z")
  }
}
