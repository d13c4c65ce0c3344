import PostgresTestServer
import ShopDomain
import Testing

@testable import ShopData
@testable import ShopPostgres

/// A database from before sessions had tokens (SQLite 7, PostgreSQL 6), with Ada signed in, a
/// cart of hers and the one guest cart of then, upgraded by today's shop: nobody is signed in any
/// more, but nothing is lost. Ada's cart waits for her next sign-in, and the guest cart goes to
/// the first token the shop adds, and to no other.
@Suite("Upgrading to sessions by token")
struct SessionUpgradeTests {
  let temporary = TemporaryFile("sessions.sqlite")

  @Test(
    "the session of before is ended, and the customer's cart is hers again when she signs in",
    arguments: OldDatabase.allCases)
  func sessionEndedCartKept(old: OldDatabase) async throws {
    let storage = try old.upgraded(file: temporary)
    let ada = try Fixtures.ada
    #expect(try await storage.sessions.current(Fixtures.token) == nil)
    #expect(try await storage.carts.cart(for: .customer(ada)) == Fixtures.cart([("OLD-001", 2)]))

    let customer = try await storage.authenticator.authenticate(
      ada, at: Timestamp(millisecondsSince1970: 100))
    #expect(customer.since == Timestamp(millisecondsSince1970: 1))
    let session = try Session(customer: ada, startedAt: Timestamp(millisecondsSince1970: 100))
    let move = try await storage.sessions.start(session, for: Fixtures.token) { $0.merged }

    // Her token is the first the shop adds: the guest cart of before is its own, and moves in.
    #expect(move.guest == (try Self.guestCartOfBefore()))
    #expect(
      try await storage.carts.cart(for: .customer(ada))
        == Cart(
          lines: Fixtures.cart([("OLD-001", 2), ("OLD-002", 1)]).lines,
          promotionCode: PromotionCode("SAVE10")))
    #expect(try await storage.sessions.current(Fixtures.token) == session)
  }

  @Test(
    "the first token used takes the guest cart of before, and the next one does not",
    arguments: OldDatabase.allCases)
  func guestCartGoesToTheFirstToken(old: OldDatabase) async throws {
    let storage = try old.upgraded(file: temporary)
    let sku = try SKU("NEW-003")
    let change: @Sendable (inout Cart) throws(CartError) -> Void = { cart throws(CartError) in
      try cart.add(sku, quantity: 1, stock: 5)
    }

    let first = try await storage.carts.updateCurrent(
      for: Fixtures.token, at: Timestamp(millisecondsSince1970: 100), change)
    let second = try await storage.carts.updateCurrent(
      for: Fixtures.otherToken, at: Timestamp(millisecondsSince1970: 101), change)

    var expected = try Self.guestCartOfBefore()
    try expected.add(sku, quantity: 1, stock: 5)
    #expect(first == expected)
    #expect(try await storage.carts.cart(for: .guest(Fixtures.token)) == expected)
    #expect(second == (try Fixtures.cart([("NEW-003", 1)])))
    #expect(try await storage.carts.cart(for: .guest(Fixtures.otherToken)) == second)
    // Neither token is Ada's session of before, and her cart is as it was.
    #expect(try await storage.sessions.current(Fixtures.token) == nil)
    #expect(try await storage.sessions.current(Fixtures.otherToken) == nil)
    #expect(
      try await storage.carts.cart(for: .customer(Fixtures.ada)) == Fixtures.cart([("OLD-001", 2)]))
  }

  /// The guest cart the old database kept: one line and a code.
  private static func guestCartOfBefore() throws -> Cart {
    try Cart(
      lines: try Fixtures.cart([("OLD-002", 1)]).lines, promotionCode: try PromotionCode("SAVE10"))
  }

  /// A database as the last shop before sessions by token left it, on each storage that keeps
  /// rows: PostgreSQL only with a server (`TestServer`).
  enum OldDatabase: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgres

    static var allCases: [OldDatabase] { TestServer.runs ? [.sqlite, .postgres] : [.sqlite] }

    var testDescription: String { rawValue }

    /// Made at the version before sessions by token, with Ada signed in, her cart and the guest
    /// cart, then opened (and so upgraded) by today's shop: SQLite in `file`, PostgreSQL in a
    /// schema of its own.
    func upgraded(file: TemporaryFile) throws -> Storage {
      switch self {
      case .sqlite:
        let connection = try SQLiteConnection(path: file.path)
        for migration in Schema.migrations where migration.version < Self.sqliteSessionsByToken {
          try connection.execute(migration.sql)
        }
        try connection.execute("PRAGMA user_version = \(Self.sqliteSessionsByToken - 1)")
        try connection.execute(
          Self.products
            + "INSERT INTO session (id, email, started_at) VALUES (1, 'ada@example.com', 2);"
            + Self.carts)
        return try SQLiteDatabase(path: file.path).storage
      case .postgres:
        let schema = try ScratchSchema()
        var sql = "SET search_path TO \(schema.name);" + PostgresSchema.markerTable
        for migration in PostgresSchema.migrations
        where migration.version < Self.postgresSessionsByToken {
          sql += migration.sql
          sql += "INSERT INTO shop_schema_migrations (version) VALUES (\(migration.version));"
        }
        // The one `session` row is always there on PostgreSQL; signing in filled it.
        sql += Self.products
        sql += "UPDATE session SET email = 'ada@example.com', started_at = 2 WHERE id = 1;"
        sql += Self.carts
        try TestServer.execute(sql)
        return try PostgresDatabase(url: schema.url).storage
      }
    }

    /// The migrations that key sessions by token.
    private static let sqliteSessionsByToken = 8
    private static let postgresSessionsByToken = 7

    private static let products = """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock,
        name_key, category_key, search_text)
      VALUES
        ('OLD-001', 'Old one', '', 'Old', 100, 'EUR', 5, 'old one', 'old', 'old one'),
        ('OLD-002', 'Old two', '', 'Old', 100, 'EUR', 5, 'old two', 'old', 'old two'),
        ('NEW-003', 'New three', '', 'New', 100, 'EUR', 5, 'new three', 'new', 'new three');
      INSERT INTO customers (email, created_at) VALUES ('ada@example.com', 1);
      """

    /// Ada's cart and the one guest cart, whose owner was `guest`.
    private static let carts = """
      INSERT INTO carts (owner, promotion_code) VALUES ('ada@example.com', NULL), ('guest', 'SAVE10');
      INSERT INTO cart_lines (owner, position, sku, quantity)
        VALUES ('ada@example.com', 0, 'OLD-001', 2), ('guest', 0, 'OLD-002', 1);
      """
  }
}
