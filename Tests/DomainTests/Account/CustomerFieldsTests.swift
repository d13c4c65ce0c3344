import ShopDomain
import Testing

/// A customer from the fields storage keeps: the first sign-in must be a time a person can read
/// as a date, or the stored row was damaged.
@Suite("Customer from stored fields")
struct CustomerFieldsTests {
  private let ada: Email

  init() throws {
    ada = try Email("ada@example.com")
  }

  @Test(
    "a first sign-in in years 1 to 9999 makes the customer",
    arguments: [0, 5, -62_135_596_800_000, 253_402_300_799_999])
  func valid(milliseconds: Int64) throws {
    #expect(
      try Customer.fromStoredFields(email: ada, createdAtMillisecondsSince1970: milliseconds)
        == Customer(email: ada, since: Timestamp(millisecondsSince1970: milliseconds)))
  }

  @Test(
    "a first sign-in outside years 1 to 9999 is damage, naming the customer and createdAt",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func createdOutOfRange(milliseconds: Int64) {
    #expect(throws: StorageError(damaged: "customer ada@example.com", field: "createdAt")) {
      try Customer.fromStoredFields(email: ada, createdAtMillisecondsSince1970: milliseconds)
    }
  }
}
