import PostgresTestServer
import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres
import Testing

/// Sessions and guest carts by token, held to one contract on SQLite, PostgreSQL and in memory:
/// two terminals on one store are two visitors, whatever either does, even at the same moment;
/// and a token nobody used for `Session.unusedLifetimeMilliseconds` is forgotten when the store
/// adds a new one.
@Suite("Sessions by token contract")
struct SessionTokenContractTests {
  @Test("a sign-in under one token is never current under another", arguments: StorageKind.allCases)
  func signInStaysWithItsToken(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let sessions = repositories.sessions
    let (ada, grace) = try await Self.customers(ada: 1, grace: 2, in: repositories)

    _ = try await sessions.start(ada, for: Fixtures.token) { $0.merged }
    #expect(try await sessions.current(Fixtures.token) == ada)
    #expect(try await sessions.current(Fixtures.otherToken) == nil)

    _ = try await sessions.start(grace, for: Fixtures.otherToken) { $0.merged }
    #expect(try await sessions.current(Fixtures.token) == ada)
    #expect(try await sessions.current(Fixtures.otherToken) == grace)
  }

  @Test(
    "a cart change under one token lands in that token's guest cart only",
    arguments: StorageKind.allCases)
  func guestCartsApart(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    let first = try await carts.add("A-1", 2, for: Fixtures.token, at: 1)
    let second = try await carts.add("B-2", 3, for: Fixtures.otherToken, at: 2)

    #expect(first == (try Fixtures.cart([("A-1", 2)])))
    #expect(second == (try Fixtures.cart([("B-2", 3)])))
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == first)
    #expect(try await carts.cart(for: .guest(Fixtures.otherToken)) == second)
  }

  @Test(
    "once one token signs in, its changes go to its customer's cart and the other's stay its own",
    arguments: StorageKind.allCases)
  func customerCartsApart(kind: StorageKind) async throws {
    let repositories = try kind.make()
    try await Self.stock(["A-1", "B-2", "C-3"], in: repositories)
    let (ada, grace) = try await Self.customers(ada: 1, grace: 5, in: repositories)
    let carts = repositories.carts
    _ = try await carts.add("A-1", 1, for: Fixtures.token, at: 1)
    _ = try await carts.add("B-2", 2, for: Fixtures.otherToken, at: 1)

    _ = try await repositories.sessions.start(ada, for: Fixtures.token) { $0.merged }
    _ = try await carts.add("C-3", 1, for: Fixtures.token, at: 2)
    _ = try await carts.add("C-3", 4, for: Fixtures.otherToken, at: 3)
    #expect(
      try await carts.cart(for: .customer(ada.customer)) == Fixtures.cart([("A-1", 1), ("C-3", 1)]))
    #expect(try await carts.cart(for: .guest(Fixtures.token)).isEmpty)
    #expect(
      try await carts.cart(for: .guest(Fixtures.otherToken))
        == Fixtures.cart([("B-2", 2), ("C-3", 4)]))

    // The other terminal's sign-in moves its own guest cart only, into its own customer's.
    let move = try await repositories.sessions.start(grace, for: Fixtures.otherToken) { $0.merged }
    #expect(move.guest == (try Fixtures.cart([("B-2", 2), ("C-3", 4)])))
    #expect(try await carts.cart(for: .customer(grace.customer)) == move.guest)
    #expect(
      try await carts.cart(for: .customer(ada.customer)) == Fixtures.cart([("A-1", 1), ("C-3", 1)]))
    #expect(try await carts.cart(for: .guest(Fixtures.otherToken)).isEmpty)
  }

  @Test(
    "signing out under one token leaves the other signed in, as the same customer or another",
    arguments: StorageKind.allCases, [false, true])
  func signOutStaysWithItsToken(kind: StorageKind, sameCustomer: Bool) async throws {
    let repositories = try kind.make()
    let sessions = repositories.sessions
    let (ada, grace) = try await Self.customers(ada: 1, grace: 2, in: repositories)
    let other =
      try sameCustomer ? Session(customer: ada.customer, startedAt: grace.startedAt) : grace
    _ = try await sessions.start(ada, for: Fixtures.token) { $0.merged }
    _ = try await sessions.start(other, for: Fixtures.otherToken) { $0.merged }

    try await sessions.end(Fixtures.token)
    #expect(try await sessions.current(Fixtures.token) == nil)
    #expect(try await sessions.current(Fixtures.otherToken) == other)

    // The signed-out terminal is a guest again; the other's changes still go to its customer.
    let carts = repositories.carts
    _ = try await carts.add("A-1", 1, for: Fixtures.token, at: 3)
    _ = try await carts.add("B-2", 2, for: Fixtures.otherToken, at: 4)
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == Fixtures.cart([("A-1", 1)]))
    #expect(try await carts.cart(for: .customer(other.customer)) == Fixtures.cart([("B-2", 2)]))
    #expect(try await carts.cart(for: .guest(Fixtures.otherToken)).isEmpty)
  }

  /// Two processes, each with a connection of its own (one connection would take the two
  /// sign-ins one after the other whatever the storage does), over ten rounds: one pair of
  /// sign-ins may happen not to overlap, ten seldom all miss.
  @Test(
    "two tokens signing in at once each move their own guest cart, once, into their customer's",
    arguments: StorageKind.allCases, [false, true])
  func concurrentSignIns(kind: StorageKind, sameCustomer: Bool) async throws {
    let file = TemporaryFile("two-terminals.sqlite")
    let (first, second) = try kind.makeTwoProcesses(file: file)
    let rounds = 10
    try await Self.stock((0..<rounds).flatMap { ["A-\($0)", "B-\($0)"] }, in: first)
    let (ada, grace) = try await Self.customers(ada: 10, grace: 10, in: first)
    let other =
      try sameCustomer ? Session(customer: ada.customer, startedAt: grace.startedAt) : grace
    let (firstSessions, secondSessions) = (first.sessions, second.sessions)

    for round in 0..<rounds {
      let (firstToken, secondToken) = (
        Self.token(UInt8(2 * round + 1)), Self.token(UInt8(2 * round + 2))
      )
      let firstGuest = try await first.carts.add("A-\(round)", 1, for: firstToken, at: 1)
      let secondGuest = try await second.carts.add("B-\(round)", 2, for: secondToken, at: 1)

      async let firstMove = firstSessions.start(ada, for: firstToken) { $0.merged }
      async let secondMove = secondSessions.start(other, for: secondToken) { $0.merged }
      let moves = try await (firstMove, secondMove)

      #expect(moves.0.guest == firstGuest)
      #expect(moves.1.guest == secondGuest)
      #expect(try await first.carts.cart(for: .guest(firstToken)).isEmpty)
      #expect(try await first.carts.cart(for: .guest(secondToken)).isEmpty)
      #expect(try await first.sessions.current(firstToken) == ada)
      #expect(try await first.sessions.current(secondToken) == other)
    }

    // Each guest line is in its customer's cart once: a line merged twice would hold twice.
    let firstLines = (0..<rounds).map { ("A-\($0)", 1) }
    let secondLines = (0..<rounds).map { ("B-\($0)", 2) }
    let adaCart = try await first.carts.cart(for: .customer(ada.customer))
    if sameCustomer {
      #expect(
        Self.quantities(adaCart) == Dictionary(uniqueKeysWithValues: firstLines + secondLines))
    } else {
      let graceCart = try await first.carts.cart(for: .customer(grace.customer))
      #expect(Self.quantities(adaCart) == Dictionary(uniqueKeysWithValues: firstLines))
      #expect(Self.quantities(graceCart) == Dictionary(uniqueKeysWithValues: secondLines))
    }
  }

  /// How a token the store does not know is first used, which is when the store forgets.
  enum FirstUse: String, CaseIterable, CustomTestStringConvertible {
    case cartChange
    case signIn

    var testDescription: String { rawValue }
  }

  @Test(
    "a new token's first use forgets tokens unused for longer than the lifetime, and keeps the others",
    arguments: StorageKind.allCases, FirstUse.allCases)
  func unusedTokensForgotten(kind: StorageKind, firstUse: FirstUse) async throws {
    let repositories = try kind.make()
    let (sessions, carts) = (repositories.sessions, repositories.carts)
    let (staleGuest, staleCustomer, recentGuest, recentCustomer, newToken) = (
      Self.token(1), Self.token(2), Self.token(3), Self.token(4), Self.token(5)
    )
    // Last used a millisecond longer than the lifetime before `now`, and a millisecond less.
    let stale: Int64 = 1_000
    let now = stale + Session.unusedLifetimeMilliseconds + 1
    let recent = stale + 2
    let (ada, grace) = try await Self.customers(ada: stale, grace: recent, in: repositories)

    _ = try await carts.add("A-1", 1, for: staleGuest, at: stale)
    _ = try await sessions.start(ada, for: staleCustomer) { $0.merged }
    _ = try await carts.add("B-2", 2, for: staleCustomer, at: stale)
    _ = try await carts.add("C-3", 3, for: recentGuest, at: recent)
    _ = try await sessions.start(grace, for: recentCustomer) { $0.merged }
    // Adding the recent tokens forgot nothing: the stale ones were not yet unused that long.
    #expect(try await sessions.current(staleCustomer) == ada)
    #expect(try await carts.cart(for: .guest(staleGuest)) == Fixtures.cart([("A-1", 1)]))
    if let runSQL = repositories.runSQL {
      // A database stamps each use by its own clock, not by `at:`: the ages are set by hand.
      let lifetime = Session.unusedLifetimeMilliseconds
      try runSQL(Self.lastUsed([staleGuest, staleCustomer], ago: lifetime + 60_000, on: kind))
      try runSQL(Self.lastUsed([recentGuest, recentCustomer], ago: lifetime - 60_000, on: kind))
    }

    switch firstUse {
    case .cartChange:
      _ = try await carts.add("D-4", 1, for: newToken, at: now)
    case .signIn:
      let session = try Session(
        customer: grace.customer, startedAt: Timestamp(millisecondsSince1970: now))
      _ = try await sessions.start(session, for: newToken) { $0.merged }
    }

    #expect(try await sessions.current(staleCustomer) == nil)
    #expect(try await carts.cart(for: .guest(staleGuest)).isEmpty)
    #expect(try await sessions.current(recentCustomer) == grace)
    #expect(try await carts.cart(for: .guest(recentGuest)) == Fixtures.cart([("C-3", 3)]))
    // A customer's cart is theirs, not a token's: forgetting a token never touches it.
    #expect(try await carts.cart(for: .customer(ada.customer)) == Fixtures.cart([("B-2", 2)]))
    // A forgotten token used again is a new guest: its change goes to an empty guest cart.
    let again = try await carts.add("E-5", 1, for: staleCustomer, at: now + 1)
    #expect(again == (try Fixtures.cart([("E-5", 1)])))
    #expect(try await carts.cart(for: .customer(ada.customer)) == Fixtures.cart([("B-2", 2)]))
  }

  @Test(
    "a token's lifetime counts from its last change, not its first: a guest cart in use is kept",
    arguments: StorageKind.allCases)
  func usedTokenKept(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let (carts, guest, newToken) = (repositories.carts, Self.token(1), Self.token(5))
    let first: Int64 = 1_000
    let now = first + Session.unusedLifetimeMilliseconds + 1
    _ = try await carts.add("A-1", 1, for: guest, at: first)
    if let runSQL = repositories.runSQL {
      let lifetime = Session.unusedLifetimeMilliseconds
      try runSQL(Self.lastUsed([guest], ago: lifetime + 60_000, on: kind))
    }

    _ = try await carts.add("B-2", 2, for: guest, at: now)
    _ = try await carts.add("D-4", 1, for: newToken, at: now + 1)

    #expect(try await carts.cart(for: .guest(guest)) == Fixtures.cart([("A-1", 1), ("B-2", 2)]))
  }

  @Test(
    "a use noted outside the cart keeps a customer's token as a cart change does; an unknown one stays unknown",
    arguments: StorageKind.allCases)
  func noteUseKeepsToken(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let (sessions, carts) = (repositories.sessions, repositories.carts)
    let (customerToken, unknown, newToken) = (Self.token(2), Self.token(3), Self.token(5))
    let first: Int64 = 1_000
    let now = first + Session.unusedLifetimeMilliseconds + 1
    let (ada, _) = try await Self.customers(ada: first, grace: first, in: repositories)
    _ = try await sessions.start(ada, for: customerToken) { $0.merged }
    if let runSQL = repositories.runSQL {
      let lifetime = Session.unusedLifetimeMilliseconds
      try runSQL(Self.lastUsed([customerToken], ago: lifetime + 60_000, on: kind))
    }

    try await sessions.noteUse(of: customerToken, at: Timestamp(millisecondsSince1970: now))
    try await sessions.noteUse(of: unknown, at: Timestamp(millisecondsSince1970: now))
    _ = try await carts.add("D-4", 1, for: newToken, at: now + 1)

    #expect(try await sessions.current(customerToken) == ada)
    // Noting a use adds no token: a change under an unknown one is a new guest's.
    let again = try await carts.add("E-5", 1, for: unknown, at: now + 2)
    #expect(again == (try Fixtures.cart([("E-5", 1)])))
  }

  /// The SQL that marks `tokens` last used `milliseconds` before the server's time.
  private static func lastUsed(
    _ tokens: [SessionToken], ago milliseconds: Int64, on kind: StorageKind
  ) -> String {
    let listed = tokens.map { "'\($0.value)'" }.joined(separator: ", ")
    let now =
      kind == .postgres
      ? "(EXTRACT(EPOCH FROM now()) * 1000)::bigint"
      : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
    return "UPDATE sessions SET last_used_at = \(now) - \(milliseconds) WHERE token IN (\(listed))"
  }

  /// A token of 32 bytes of `byte`, other than `Fixtures.token` and `Fixtures.otherToken`.
  private static func token(_ byte: UInt8) -> SessionToken {
    SessionToken(bytes: Array(repeating: byte, count: SessionToken.byteCount))
  }

  /// The quantity of each SKU in `cart`, whatever the order two sign-ins at once added them in.
  private static func quantities(_ cart: Cart) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: cart.lines.map { ($0.sku.value, $0.quantity) })
  }

  /// Products of these SKUs with ten on the shelf, so a sign-in's merge keeps every line.
  private static func stock(_ skus: [String], in repositories: Repositories) async throws {
    _ = try await repositories.products.save(try skus.map { sku in try Fixtures.product(sku) })
  }

  /// Ada and Grace, made customers, and a session for each starting at these times.
  private static func customers(ada: Int64, grace: Int64, in repositories: Repositories)
    async throws -> (Session, Session)
  {
    let (adaStart, graceStart) = (
      Timestamp(millisecondsSince1970: ada), Timestamp(millisecondsSince1970: grace)
    )
    _ = try await repositories.authenticator.authenticate(Fixtures.ada, at: adaStart)
    _ = try await repositories.authenticator.authenticate(Fixtures.grace, at: graceStart)
    return (
      try Session(customer: try Fixtures.ada, startedAt: adaStart),
      try Session(customer: try Fixtures.grace, startedAt: graceStart)
    )
  }
}

extension CartRepository {
  /// Adds `quantity` of `sku` (ten on the shelf) to the current cart of `token`, used at
  /// `milliseconds`; the cart as saved.
  fileprivate func add(
    _ sku: String, _ quantity: Int, for token: SessionToken, at milliseconds: Int64
  ) async throws -> Cart {
    let sku = try SKU(sku)
    return try await updateCurrent(for: token, at: Timestamp(millisecondsSince1970: milliseconds)) {
      cart throws(CartError) in try cart.add(sku, quantity: quantity, stock: 10)
    }
  }
}
