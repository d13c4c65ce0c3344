import ShopDomain
import Testing

/// A session from the plain fields a stored row holds: a valid email, and a start a person can
/// read as a date.
@Suite("Session from fields")
struct SessionFieldsTests {
  @Test("a valid email and a start in years 1 to 9999 make the session")
  func valid() throws {
    #expect(
      try Session.fromFields(customer: "Ada@Example.com", startedAtMillisecondsSince1970: 5)
        == Session(
          customer: Email("ada@example.com"), startedAt: Timestamp(millisecondsSince1970: 5)))
  }

  @Test(
    "a start outside years 1 to 9999 is refused, naming startedAt",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func startOutOfRange(milliseconds: Int64) {
    #expect(throws: FieldError(field: "startedAt")) {
      try Session.fromFields(
        customer: "ada@example.com", startedAtMillisecondsSince1970: milliseconds)
    }
  }

  @Test("an email that is not one is refused, naming email")
  func invalidEmail() {
    #expect(throws: FieldError(field: "email")) {
      try Session.fromFields(customer: "not an email", startedAtMillisecondsSince1970: 5)
    }
  }
}
