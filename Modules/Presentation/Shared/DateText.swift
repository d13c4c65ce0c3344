import Foundation
import ShopDomain

/// Writes a Domain timestamp for people: `2026-11-22 17:50 UTC`. In UTC and with a fixed
/// pattern, so the text is the same on every machine and in every test.
public enum DateText {
  public static func format(_ timestamp: Timestamp) -> String {
    let date = Date(timeIntervalSince1970: Double(timestamp.millisecondsSince1970) / 1_000)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
