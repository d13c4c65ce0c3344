import ShopDomain
import ShopInMemory
import Testing

/// A customer and a session keep only moments people can read as dates: their initializers
/// refuse any other, so signing in while the clock reads one is refused and makes nothing.
@Suite("Account rules, as a customer or a session is made")
struct AccountRulesTests {
  let shop = InMemoryShop()

  @Test(
    "a customer and a session start in years 1 to 9999",
    arguments: [Int64.min, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func outsideCalendar(milliseconds: Int64) throws {
    let ada = try Email("ada@example.com")
    let moment = Timestamp(millisecondsSince1970: milliseconds)
    #expect(throws: AccountError.outsideCalendar(moment)) {
      try Customer(email: ada, since: moment)
    }
    #expect(throws: AccountError.outsideCalendar(moment)) {
      try Session(customer: ada, startedAt: moment)
    }
  }

  @Test("the first and the last moment of the calendar are kept")
  func calendarEdges() throws {
    let ada = try Email("ada@example.com")
    for moment in [Timestamp.calendarRange.lowerBound, Timestamp.calendarRange.upperBound] {
      #expect(try Customer(email: ada, since: moment).since == moment)
      #expect(try Session(customer: ada, startedAt: moment).startedAt == moment)
    }
  }

  @Test("signing in while the clock reads after year 9999 is refused: no session, no customer")
  func signInOutsideCalendar() async throws {
    let ada = try Email("ada@example.com")
    let moment = Timestamp(millisecondsSince1970: 253_402_300_800_000)
    shop.clock.set(moment)
    await #expect(throws: AccountError.outsideCalendar(moment)) { try await shop.signIn(ada) }
    #expect(try await shop.currentSession() == nil)
    let now = Timestamp(millisecondsSince1970: 5)
    #expect(try await shop.authenticator.authenticate(ada, at: now).since == now)
  }
}
