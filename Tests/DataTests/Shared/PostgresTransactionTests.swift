import PostgresTestServer
import ShopData
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPostgres

/// What a transaction on PostgreSQL promises: a batch save runs again when the server gives it up
/// to break a deadlock, a catalog import does not (it reads its feed once), and a transaction the
/// server rolled back is never reported as committed. The deadlock is the server's own error,
/// raised once by a trigger, so it comes at the same place on every run.
@Suite(
  "Transactions on PostgreSQL",
  .needsPostgresServer)
struct PostgresTransactionTests {
  /// A database whose `table` fails its first insert with a deadlock (SQLSTATE 40P01), and the
  /// schema, whose `attempts` sequence counts the inserts tried.
  private func deadlockingOnce(_ table: String) throws -> (PostgresDatabase, ScratchSchema) {
    let schema = try ScratchSchema()
    let database = try PostgresDatabase(url: schema.url)
    let name = schema.name
    try TestServer.execute(
      """
      CREATE SEQUENCE \(name).attempts;
      CREATE FUNCTION \(name).give_way() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('\(name).attempts') = 1 THEN
          RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER give_way BEFORE INSERT ON \(name).\(table)
        FOR EACH ROW EXECUTE FUNCTION \(name).give_way();
      """)
    return (database, schema)
  }

  private func attempts(_ schema: ScratchSchema) throws -> [Int] {
    try TestServer.integers("SELECT last_value FROM \(schema.name).attempts")
  }

  @Test(
    "a batch save runs again after a deadlock, and saves its rows",
    arguments: ["products", "promotions"])
  func batchSaveRetried(table: String) async throws {
    let (database, schema) = try deadlockingOnce(table)
    if table == "products" {
      let products = SQLProductRepository(database: SQLDatabase(database))
      #expect(try await products.save([SampleCatalog.products[0]]) == SaveSummary(added: 1))
      #expect(try await products.page(ProductQuery()).items == [SampleCatalog.products[0]])
    } else {
      let promotions = SQLPromotionRepository(database: SQLDatabase(database))
      #expect(try await promotions.save([SampleCatalog.promotions[0]]) == SaveSummary(added: 1))
      #expect(try await promotions.all() == [SampleCatalog.promotions[0]])
    }
    #expect(try attempts(schema) == [2])
  }

  @Test("a catalog import is not run again after a deadlock: it fails, and saves nothing")
  func importNotRetried() async throws {
    let (database, schema) = try deadlockingOnce("products")
    let importer = SQLCatalogImporter(database: SQLDatabase(database))
    await #expect(throws: CatalogError.self) {
      try await importer.importCatalog { writer throws(CatalogError) in
        do throws(StorageError) {
          _ = try writer.save(SampleCatalog.products[0])
        } catch {
          throw .storage(error)
        }
        return SyncReport(saved: SaveSummary(), promotions: SaveSummary(), rejections: [])
      }
    }
    #expect(try attempts(schema) == [1])
    let products = SQLProductRepository(database: SQLDatabase(database))
    #expect(try await products.page(ProductQuery()).items.isEmpty)
  }

  @Test("a transaction the server rolled back (a failed statement passed over) is not committed")
  func rolledBackIsNotCommitted() throws {
    let schema = try ScratchSchema()
    let connection = try PostgresConnection(url: schema.url, through: LibPQ.load())
    // The shop's session creates in `pg_catalog`, first on its path: a table is named in full.
    try connection.execute("CREATE TABLE \(schema.name).notes (id integer)")
    #expect(throws: PostgresError.self) {
      try connection.transaction { connection in
        try connection.execute("INSERT INTO notes VALUES (1)")
        try? connection.execute("SELECT 1 / 0")
      }
    }
    #expect(try TestServer.integers("SELECT count(*) FROM \(schema.name).notes") == [0])
  }
}
