import ShopDomain
import Testing

/// `SessionRepository` and `Authenticator`, held to one contract on SQLite and in memory.
@Suite("SessionRepository and Authenticator contract")
struct SessionContractTests {
  @Test(
    "a session starts, is current, is replaced by the next sign-in, and ends",
    arguments: StorageKind.allCases)
  func lifecycle(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let sessions = repositories.sessions
    #expect(try await sessions.current() == nil)
    _ = try await repositories.authenticator.authenticate(
      Fixtures.ada, at: Timestamp(millisecondsSince1970: 1))
    _ = try await repositories.authenticator.authenticate(
      Fixtures.grace, at: Timestamp(millisecondsSince1970: 2))
    let first = Session(customer: try Fixtures.ada, startedAt: Timestamp(millisecondsSince1970: 1))
    try await sessions.start(first)
    #expect(try await sessions.current() == first)
    let second = Session(
      customer: try Fixtures.grace, startedAt: Timestamp(millisecondsSince1970: 2))
    try await sessions.start(second)
    #expect(try await sessions.current() == second)
    try await sessions.end()
    #expect(try await sessions.current() == nil)
  }

  @Test(
    "the authenticator creates a customer once and remembers when", arguments: StorageKind.allCases)
  func customerCreatedOnce(kind: StorageKind) async throws {
    let authenticator = try kind.make().authenticator
    let first = try await authenticator.authenticate(
      Fixtures.ada, at: Timestamp(millisecondsSince1970: 10))
    let again = try await authenticator.authenticate(
      Fixtures.ada, at: Timestamp(millisecondsSince1970: 99))
    #expect(first == Customer(email: try Fixtures.ada, since: Timestamp(millisecondsSince1970: 10)))
    #expect(again == first)
  }
}
