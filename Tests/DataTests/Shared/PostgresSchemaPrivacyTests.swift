import PostgresTestServer
import ShopData
import ShopDomain
import Testing

@testable import ShopPostgres

/// The schemas the shop's SQL depends on, its own and the one `pg_trgm` is in, may be created in
/// by the shop's role alone: one another role may create in, by a grant, by owning it or through
/// a role it belongs to, is refused before anything is written, and named with those roles.
/// The shop signs in as a role of its own here, not as the server's superuser.
@Suite("PostgreSQL schemas other roles may create in", .needsPostgresServer)
struct PostgresSchemaPrivacyTests {
  /// A role for the shop, owning a new schema, and another role; the URL signs in as the shop's
  /// role on that schema.
  private func shopAndOther() throws
    -> (shop: ScratchRole, other: ScratchRole, schema: ScratchSchema, url: String)
  {
    let (shop, other) = (try ScratchRole(login: true), try ScratchRole())
    let schema = try ScratchSchema()
    try TestServer.execute("ALTER SCHEMA \(schema.name) OWNER TO \(shop.name)")
    let url = try shop.url(setting: ["options": "-csearch_path=\(schema.name)"])
    return (shop, other, schema, url)
  }

  /// How many objects the schema holds.
  private func objects(in schema: String) throws -> [Int] {
    try TestServer.integers(
      "SELECT count(*) FROM pg_class WHERE relnamespace = '\(schema)'::regnamespace")
  }

  @Test(
    "the shop's schema another role may create in is refused, named with the role, and left as it was",
    arguments: [
      ("GRANT CREATE ON SCHEMA %schema TO %other", "%other"),
      ("GRANT CREATE ON SCHEMA %schema TO PUBLIC", "PUBLIC"),
      (
        "ALTER SCHEMA %schema OWNER TO %other; GRANT USAGE, CREATE ON SCHEMA %schema TO %shop",
        "%other"
      ),
      // A member of the shop's role may act as it.
      ("GRANT %shop TO %other", "%other"),
    ])
  func openShopSchema(change: String, role: String) throws {
    let (shop, other, schema, url) = try shopAndOther()
    func named(_ text: String) -> String {
      text.replacingOccurrences(of: "%schema", with: schema.name)
        .replacingOccurrences(of: "%shop", with: shop.name)
        .replacingOccurrences(of: "%other", with: other.name)
    }
    try TestServer.execute(named(change))
    #expect(
      performing: { try PostgresDatabase(url: url) },
      throws: { error in
        guard case .openToOthers(_, schema.name, false, let roles) = error as? PostgresDatabaseError
        else { return false }
        let message = (error as? PostgresDatabaseError)?.message ?? ""
        return roles == [named(role)] && message.contains("\"\(schema.name)\"")
          && message.contains(named(role)) && !message.contains("\n")
      })
    #expect(try objects(in: schema.name) == [0])
  }

  @Test(
    "a shop schema only its role may create in is the shop's, whoever else may use it or own the server"
  )
  func privateShopSchema() async throws {
    let (_, other, schema, url) = try shopAndOther()
    try TestServer.execute("GRANT USAGE ON SCHEMA \(schema.name) TO PUBLIC, \(other.name)")
    let products = SQLProductRepository(database: SQLDatabase(try PostgresDatabase(url: url)))
    #expect(try await products.page(ProductQuery(terms: SearchTerms("tea"))).items.isEmpty)
  }

  @Test(
    "pg_trgm in a schema other roles may create in is refused; in one they may only use, it serves")
  func trigramSchema() async throws {
    let scratch = try ScratchDatabase()
    try TestServer.execute(
      on: scratch.url,
      """
      CREATE SCHEMA extensions; CREATE EXTENSION pg_trgm SCHEMA extensions;
      GRANT USAGE ON SCHEMA extensions TO PUBLIC; CREATE SCHEMA shop_here
      """)
    let url = try TestServer.url(
      setting: ["dbname": scratch.name, "options": "-csearch_path=shop_here"])
    let products = SQLProductRepository(database: SQLDatabase(try PostgresDatabase(url: url)))
    #expect(try await products.page(ProductQuery(terms: SearchTerms("tea"))).items.isEmpty)

    try TestServer.execute(on: scratch.url, "GRANT CREATE ON SCHEMA extensions TO PUBLIC")
    #expect(
      performing: { try PostgresDatabase(url: url) },
      throws: { error in
        guard case .openToOthers(_, "extensions", true, let roles) = error as? PostgresDatabaseError
        else { return false }
        return roles == ["PUBLIC"]
      })
  }
}
