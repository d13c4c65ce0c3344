import ShopDomain
import Testing

/// A session from the plain fields a stored row holds: a valid email, and a start a person can
/// read as a date; anything else is damage to the stored session.
@Suite("Session from stored fields")
struct SessionFieldsTests {
  /// A session from stored fields: a field a session gains is added here once, for every test
  /// that reads one back, `EchoedDataTests` too.
  static func make(customer: String = "ada@example.com", startedAt: Int64 = 5)
    throws(StorageError) -> Session
  {
    try Session.fromStoredFields(customer: customer, startedAtMillisecondsSince1970: startedAt)
  }

  @Test("a valid email and a start in years 1 to 9999 make the session")
  func valid() throws {
    #expect(
      try Self.make(customer: "Ada@Example.com")
        == Session(
          customer: Email("ada@example.com"), startedAt: Timestamp(millisecondsSince1970: 5)))
  }

  @Test(
    "a start outside years 1 to 9999 is damage, naming startedAt",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func startOutOfRange(milliseconds: Int64) {
    #expect(throws: StorageError(damaged: "the session", field: "startedAt")) {
      try Self.make(startedAt: milliseconds)
    }
  }

  @Test("an email that is not one is damage, quoting it")
  func invalidEmail() {
    let damage = StorageError(damaged: "the session of \"not an email\"", field: "customer")
    #expect(throws: damage) {
      try Self.make(customer: "not an email")
    }
  }
}
