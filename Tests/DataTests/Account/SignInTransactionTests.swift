import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Signing in moves the guest's cart and starts the session in one transaction. These tests make
/// the last write (the session) fail and find nothing of the first ones (the carts).
@Suite("Signing in is all or nothing")
struct SignInTransactionTests {
  @Test(
    "when starting the session fails, both carts are as they were and the session too",
    arguments: [false, true])
  func lastWriteFails(someoneSignedIn: Bool) async throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let carts = SQLCartRepository(database: SQLDatabase(database))
    let sessions = SQLSessionRepository(database: SQLDatabase(database))
    let ada = try Email("ada@example.com")
    _ = try await SQLProductRepository(database: SQLDatabase(database)).save([
      try Product(
        sku: SKU("A-1"), name: "A", description: "", category: ProductCategory("C"),
        price: Money(minorUnits: 100, currency: Currency(code: "EUR")), stock: 10)
    ])
    let authenticator = LocalAuthenticator(database: SQLDatabase(database))
    _ = try await authenticator.authenticate(ada, at: Timestamp(millisecondsSince1970: 0))
    if someoneSignedIn {
      let grace = try await authenticator.authenticate(
        Email("grace@example.com"), at: Timestamp(millisecondsSince1970: 0))
      _ = try await sessions.start(try Session(customer: grace.email, startedAt: grace.since)) {
        $0.merged
      }
    }
    var guest = Cart()
    try guest.add(SKU("A-1"), quantity: 3, stock: 10)
    try await carts.save([.guest(Fixtures.token): guest])
    try database.execute(
      """
      CREATE TRIGGER refuse_session BEFORE UPDATE OF email ON sessions WHEN NEW.email IS NOT NULL
      BEGIN SELECT RAISE(ABORT, 'disk full'); END
      """
    )
    let before = try await sessions.current()
    let session = try Session(customer: ada, startedAt: Timestamp(millisecondsSince1970: 1))

    await #expect(throws: StorageError.self) {
      _ = try await sessions.start(session) { $0.merged }
    }

    #expect(try await carts.cart(for: .guest(Fixtures.token)) == guest)
    #expect(try await carts.cart(for: .customer(ada)).isEmpty)
    #expect(try await sessions.current() == before)
  }
}
