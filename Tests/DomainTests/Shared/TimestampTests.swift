import ShopDomain
import Testing

/// The moments the shop keeps are the years 1 to 9999: what a read lets through is always a
/// date people can read with a four-digit year.
@Suite("Timestamp")
struct TimestampTests {
  @Test("the first and last millisecond of years 1 to 9999 are in the calendar")
  func bounds() {
    #expect(
      Timestamp(calendarMillisecondsSince1970: -62_135_596_800_000)
        == Timestamp(millisecondsSince1970: -62_135_596_800_000))
    #expect(
      Timestamp(calendarMillisecondsSince1970: 253_402_300_799_999)
        == Timestamp(millisecondsSince1970: 253_402_300_799_999))
    #expect(Timestamp(calendarMillisecondsSince1970: 0) == Timestamp(millisecondsSince1970: 0))
  }

  @Test(
    "a moment outside them is not one",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func outside(milliseconds: Int64) {
    #expect(Timestamp(calendarMillisecondsSince1970: milliseconds) == nil)
  }
}
