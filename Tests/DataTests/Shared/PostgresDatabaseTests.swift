import Foundation
import PostgresTestServer
import ShopData
import ShopDomain
import Testing

@testable import ShopPostgres

/// Whether the contract suites ran on PostgreSQL too, or why not: without a server their
/// PostgreSQL cases are left out, and this test says so.
@Suite("The contract suites on PostgreSQL")
struct PostgresServerTests {
  @Test(
    "the server in SHOP_TEST_POSTGRES answers, so every contract test ran on it too",
    .needsPostgresServer)
  func serverAnswers() throws {
    _ = try PostgresDatabase(url: try ScratchSchema().url)
  }
}

/// Opening a PostgreSQL database: the schema is recognised before anything is written, made
/// once however many clients open it at once, and another app's tables are left alone. These run
/// on the server `SHOP_TEST_POSTGRES` names, each in a schema of its own.
@Suite(
  "Opening the PostgreSQL database",
  .needsPostgresServer)
struct PostgresDatabaseTests {
  @Test(
    "a new schema is migrated to the latest version, each migration recorded once")
  func newSchema() async throws {
    let schema = try ScratchSchema()
    _ = try PostgresDatabase(url: schema.url)
    _ = try PostgresDatabase(url: schema.url)
    #expect(
      try TestServer.integers(
        "SELECT version FROM \(schema.name).shop_schema_migrations ORDER BY version")
        == PostgresSchema.migrations.map(\.version))
  }

  @Test(
    "thirty clients opening one new schema at once all succeed and build it once")
  func parallelFirstOpens() async throws {
    let schema = try ScratchSchema()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<30 {
        group.addTask { _ = try PostgresDatabase(url: schema.url) }
      }
      try await group.waitForAll()
    }
    #expect(
      try TestServer.integers("SELECT count(*) FROM \(schema.name).shop_schema_migrations")
        == [PostgresSchema.migrations.count])
  }

  @Test(
    "another app's tables are refused, and the schema is left as it was")
  func foreignSchema() throws {
    let schema = try ScratchSchema()
    try TestServer.execute("CREATE TABLE \(schema.name).invoices (id integer)")
    #expect(throws: PostgresDatabaseError.self) { try PostgresDatabase(url: schema.url) }
    #expect(
      try TestServer.integers("SELECT count(*) FROM pg_tables WHERE schemaname = '\(schema.name)'")
        == [1])
  }

  @Test(
    "a schema holding only another app's object of any kind is refused, and left as it was",
    arguments: [
      "CREATE SEQUENCE %@.invoice_numbers",
      "CREATE TYPE %@.mood AS ENUM ('calm')",
      "CREATE FUNCTION %@.answer() RETURNS integer LANGUAGE sql AS 'SELECT 42'",
      #"CREATE COLLATION %@.byte_order (locale = 'C')"#,
      "CREATE TEXT SEARCH CONFIGURATION %@.plain (COPY = pg_catalog.simple)",
      "CREATE TABLE %@.shop_schema_migrations (version text, note text)",
      "CREATE TABLE %@.shop_schema_migrations (version integer)",
      // An extension other than the one the shop's search uses is another app's. An extension
      // exists once per database, so it is made in a database of its own, apart from other runs.
      "CREATE EXTENSION citext SCHEMA %@",
    ])
  func foreignObjects(sql: String) throws {
    let scratch = try ScratchDatabase()
    let schema = "app"
    try TestServer.execute(
      on: scratch.url,
      "CREATE SCHEMA \(schema); " + sql.replacingOccurrences(of: "%@", with: schema))
    let url = try TestServer.url(setting: [
      "dbname": scratch.name, "options": "-csearch_path=\(schema)",
    ])
    let before = try TestServer.integers(on: scratch.url, Self.objects(in: schema))
    #expect(
      performing: { try PostgresDatabase(url: url) },
      throws: { error in
        guard case .foreign = error as? PostgresDatabaseError else { return false }
        return true
      })
    #expect(try TestServer.integers(on: scratch.url, Self.objects(in: schema)) == before)
  }

  /// How many objects of every kind `schema` holds, to show it was left as it was.
  private static func objects(in schema: String) -> String {
    """
    SELECT (SELECT count(*) FROM pg_class c WHERE c.relnamespace = n.oid)
      + (SELECT count(*) FROM pg_type t WHERE t.typnamespace = n.oid)
      + (SELECT count(*) FROM pg_proc p WHERE p.pronamespace = n.oid)
      + (SELECT count(*) FROM pg_collation c WHERE c.collnamespace = n.oid)
      + (SELECT count(*) FROM pg_ts_config c WHERE c.cfgnamespace = n.oid)
      + (SELECT count(*) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         WHERE c.relnamespace = n.oid)
    FROM pg_namespace n WHERE n.nspname = '\(schema)'
    """
  }

  @Test(
    "a schema holding only pg_trgm, as an administrator made it for the shop, is the shop's to fill"
  )
  func trigramsMadeBeforeTheShop() async throws {
    // The extension exists once per database, and the test server's has it already: only a
    // database of its own can hold it in the schema the shop is about to fill.
    let scratch = try ScratchDatabase()
    let schema = "shop_here"
    try TestServer.execute(
      on: scratch.url, "CREATE SCHEMA \(schema); CREATE EXTENSION pg_trgm SCHEMA \(schema)")
    let database = try PostgresDatabase(
      url: try TestServer.url(
        setting: ["dbname": scratch.name, "options": "-csearch_path=\(schema)"]))
    let products = SQLProductRepository(database: SQLDatabase(database))
    #expect(try await products.page(ProductQuery(terms: SearchTerms("tea"))).items.isEmpty)
  }

  @Test("a schema from a newer Shop is refused, and left as it was")
  func newerSchema() throws {
    let schema = try ScratchSchema()
    _ = try PostgresDatabase(url: schema.url)
    try TestServer.execute(
      "INSERT INTO \(schema.name).shop_schema_migrations (version) VALUES (99)")
    #expect(
      performing: { try PostgresDatabase(url: schema.url) },
      throws: { error in
        guard case .newerSchema(_, 99, let supported) = error as? PostgresDatabaseError else {
          return false
        }
        return supported == PostgresSchema.latestVersion
      })
  }
}

/// Connecting needs no server to fail well: this runs on every machine.
@Suite("Connecting to PostgreSQL")
struct PostgresConnectingTests {
  @Test("a server that does not answer is one sentence, and names no password")
  func unreachable() throws {
    let url = "postgresql://shop:secret-word@/shop?host=/nonexistent-folder&connect_timeout=2"
    #expect(
      performing: { try PostgresDatabase(url: url) },
      throws: { error in
        guard case .cannotConnect = error as? PostgresDatabaseError,
          let message = (error as? PostgresDatabaseError)?.message
        else { return false }
        return !message.contains("secret-word") && !message.contains("\n") && message.hasSuffix(".")
      })
  }

  /// libpq's reason repeats the host as it was typed: a huge one comes back short.
  @Test("a host name of any length is repeated short in libpq's reason")
  func hugeHost() throws {
    let url = "postgresql://ada@" + String(repeating: "h", count: 20_000) + ".invalid/db"
    do {
      _ = try PostgresDatabase(url: url)
      Issue.record("a host of 20,000 letters connected")
    } catch {
      #expect(error.message.utf8.count < 1_000, "\(error.message.utf8.count) bytes")
    }
  }

  /// A reason met while a schema is set up (a migration's failure, the check of who may create
  /// in it) is the server's message, worded by the same sentence as libpq's.
  @Test("a reason of any length or holding a password is repeated short, the password hidden")
  func reasonsBounded() {
    let reason = "role ada password=hunter2 " + String(repeating: "x", count: 100_000)
    for error in [
      PostgresDatabaseError.migrationFailed(target: "the database shop", reason: reason),
      .cannotConnect(reason: reason),
    ] {
      #expect(error.message.utf8.count < 1_000, "\(error.message.utf8.count) bytes")
      #expect(!error.message.contains("hunter2"))
    }
  }

  /// A server short of disk is a full database, for a person frees it; short of memory or
  /// connections it is busy, for those come back as others finish.
  @Test(
    "a server short of something is full only when it is short of disk",
    arguments: [
      ("53100", StorageError.Problem.full), ("53200", .busy), ("53300", .busy), ("53400", .busy),
      ("42501", .denied), ("23505", .failed),
    ])
  func resources(sqlState: String, problem: StorageError.Problem) {
    let error = PostgresError(sqlState: sqlState, message: "server's words")
    #expect(error.storageError.problem == problem)
  }

  /// URLs libpq cannot use, or misreads, each with a password it would otherwise quote, whole
  /// or in part, in its reason: `hunter2` and its pieces `hun`, `ter2` and `zq9x`.
  static let misspeltURLs = [
    "postgresql://ada:hunter2@zq9x@nohost.invalid/db",
    "postgresql://ada:hun%zzter2@localhost/db",
    "postgresql://ada:hunter2@[::1/db",
    "postgresql://ada:hun/ter2@localhost/db",
    "postgresql://ada:hun?ter2@localhost:99999/db",
    "postgresql://ada@localhost/db?password=hun%zzter2",
    "postgresql://ada@localhost:99999/db?password=hunter2",
    "host=localhost port=99999 password=hunter2",
    #"postgresql://ada:hun"ter2@[::1/db"#,
  ]

  @Test(
    "libpq's reason never quotes a password, however the URL is misspelt", arguments: misspeltURLs)
  func misspelt(url: String) throws {
    do {
      _ = try PostgresDatabase(url: url)
      Issue.record("\(url) connected")
    } catch {
      for piece in ["hunter2", "hun", "ter2", "zq9x"] {
        #expect(!error.message.contains(piece), "\(error.message)")
      }
    }
  }
}
