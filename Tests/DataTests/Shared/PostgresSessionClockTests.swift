import PostgresTestServer
import ShopData
import ShopDomain
import ShopPostgres
import Testing

/// Session bookkeeping on PostgreSQL runs by the server's clock: many terminals share one
/// server, and one whose clock is wrong must not decide for the others when a token has gone
/// unused for `Session.unusedLifetimeMilliseconds`.
@Suite("Session bookkeeping on PostgreSQL", .needsPostgresServer)
struct PostgresSessionClockTests {
  @Test("a terminal whose clock runs 31 days ahead forgets no other terminal's session or cart")
  func clockAhead() async throws {
    let storage = try PostgresDatabase(url: try ScratchSchema().url).storage
    let (sessions, carts) = (storage.sessions, storage.carts)
    let now = SystemClock().now()
    let ahead = Timestamp(
      millisecondsSince1970: now.millisecondsSince1970 + 31 * 24 * 60 * 60 * 1000)
    let ada = try Session(customer: try Fixtures.ada, startedAt: now)
    _ = try await storage.authenticator.authenticate(ada.customer, at: now)
    _ = try await sessions.start(ada, for: Fixtures.token) { $0.merged }
    _ = try await storage.products.save([try Fixtures.product("A-1")])
    let sku = try SKU("A-1")
    let guestCart = try await carts.updateCurrent(for: Fixtures.otherToken, at: now) {
      cart throws(CartError) in try cart.add(sku, quantity: 1, stock: 10)
    }

    // A third terminal's first use, by a clock 31 days ahead.
    let thirdToken = SessionToken(bytes: Array(repeating: 0xC3, count: SessionToken.byteCount))
    _ = try await carts.updateCurrent(for: thirdToken, at: ahead) { _ in }

    #expect(try await sessions.current(Fixtures.token) == ada)
    #expect(try await carts.cart(for: .guest(Fixtures.otherToken)) == guestCart)
  }
}
