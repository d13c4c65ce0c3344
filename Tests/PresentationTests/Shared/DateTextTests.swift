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
}
