import ShopDomain
import Testing

/// `SessionRepository` and `Authenticator`, held to one contract on SQLite, PostgreSQL and in memory.
@Suite("SessionRepository and Authenticator contract")
struct SessionContractTests {
  @Test(
    "a session starts, is current, is replaced by the next sign-in, and ends",
    arguments: StorageKind.allCases)
  func lifecycle(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let sessions = repositories.sessions
    #expect(try await sessions.current() == nil)
    try await repositories.signUp(Fixtures.ada, at: 1)
    try await repositories.signUp(Fixtures.grace, at: 2)
    let first = try Session(
      customer: try Fixtures.ada, startedAt: Timestamp(millisecondsSince1970: 1))
    _ = try await sessions.start(first) { $0.merged }
    #expect(try await sessions.current() == first)
    let second = try Session(
      customer: try Fixtures.grace, startedAt: Timestamp(millisecondsSince1970: 2))
    _ = try await sessions.start(second) { $0.merged }
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
    #expect(
      try first == Customer(email: try Fixtures.ada, since: Timestamp(millisecondsSince1970: 10)))
    #expect(again == first)
  }

  @Test(
    "the authenticator refuses a first sign-in after year 9999 before it keeps anything",
    arguments: StorageKind.allCases)
  func customerOutsideCalendar(kind: StorageKind) async throws {
    let authenticator = try kind.make().authenticator
    let moment = Timestamp(millisecondsSince1970: 253_402_300_800_000)
    await #expect(throws: AccountError.outsideCalendar(moment)) {
      try await authenticator.authenticate(Fixtures.ada, at: moment)
    }
    let now = Timestamp(millisecondsSince1970: 10)
    #expect(try await authenticator.authenticate(Fixtures.ada, at: now).since == now)
  }

  @Test(
    "signing in moves the guest's cart into the customer's, capped, and empties the guest's",
    arguments: StorageKind.allCases)
  func guestCartMoves(kind: StorageKind) async throws {
    let repositories = try kind.make()
    _ = try await repositories.products.save([
      try Fixtures.product("A-1", stock: 12), try Fixtures.product("B-2", stock: 4),
    ])
    try await repositories.signUp(Fixtures.ada, at: 1)
    let guest = try Fixtures.cart([("A-1", 6), ("B-2", 2)])
    let own = try Fixtures.cart([("A-1", 7)])
    try await repositories.carts.save([.guest(Fixtures.token): guest, .customer(Fixtures.ada): own])

    let session = try Session(
      customer: try Fixtures.ada, startedAt: Timestamp(millisecondsSince1970: 5))
    let move = try await repositories.sessions.start(session) { $0.merged }

    #expect(move.guest == guest)
    #expect(move.customer == own)
    #expect(move.stock == [try SKU("A-1"): 12, try SKU("B-2"): 4])
    #expect(move.cappedSKUs == [try SKU("A-1")])
    let merged = try await repositories.carts.cart(for: .customer(Fixtures.ada))
    #expect(merged.lines.map(\.quantity) == [Cart.maximumQuantity, 2])
    #expect(try await repositories.carts.cart(for: .guest(Fixtures.token)).isEmpty)
    #expect(try await repositories.sessions.current() == session)
  }

  @Test(
    "a guest cart holding only a promotion code moves its code at sign-in, or is told it is not kept",
    arguments: StorageKind.allCases, [false, true])
  func guestCodeAloneMoves(kind: StorageKind, customerHasCode: Bool) async throws {
    let repositories = try kind.make()
    try await repositories.signUp(Fixtures.ada, at: 1)
    let (guestCode, ownCode) = (try PromotionCode("WELCOME10"), try PromotionCode("SPRING5"))
    let own = Cart(promotionCode: customerHasCode ? ownCode : nil)
    try await repositories.carts.save([
      .guest(Fixtures.token): Cart(promotionCode: guestCode), .customer(Fixtures.ada): own,
    ])

    let session = try Session(
      customer: try Fixtures.ada, startedAt: Timestamp(millisecondsSince1970: 5))
    let move = try await repositories.sessions.start(session) { $0.merged }

    let kept = try await repositories.carts.cart(for: .customer(Fixtures.ada)).promotionCode
    #expect(kept == (customerHasCode ? ownCode : guestCode))
    #expect(move.unkeptCode == (customerHasCode ? guestCode : nil))
    let guest = try await repositories.carts.cart(for: .guest(Fixtures.token))
    #expect(guest.isEmpty && guest.promotionCode == nil)
  }
}
