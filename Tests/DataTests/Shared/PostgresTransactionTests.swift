import Foundation
import PostgresTestServer
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData
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

  /// How a sync run by `syncsTakeTurns` ended.
  private enum Outcome: Equatable, Sendable {
    case committed
    case failed(String)
  }

  /// The first sync holds one product, starts the second, which writes the two in the other
  /// order, and writes its second product only once the second waits on a lock. Were each to
  /// take its products' row locks as it goes, they would wait on each other and the server would
  /// give one up: a sync is not run again, so that one would fail. Each runs on a thread of its
  /// own, as `SQLCatalogImporter` runs it (one write, not retried), since the first blocks while
  /// it watches the second.
  @Test("two syncs writing the same products in other orders take turns, and both land")
  func syncsTakeTurns() async throws {
    let schema = try ScratchSchema()
    let secondName = "shop_second_" + schema.name.suffix(12)
    let database = SQLDatabase(try PostgresDatabase(url: schema.url))
    let secondDatabase = SQLDatabase(
      try PostgresDatabase(url: schema.url + "&application_name=" + secondName))
    let (one, two) = (SampleCatalog.products[0], SampleCatalog.products[1])
    let (firstEnded, first) = AsyncStream.makeStream(of: Outcome.self)
    let (secondEnded, second) = AsyncStream.makeStream(of: Outcome.self)
    let (watching, watched) = AsyncStream.makeStream(of: Bool.self)

    Self.sync([one, two], on: database, reporting: first) {
      Self.sync([two, one], on: secondDatabase, reporting: second)
      watched.yield(Self.waitsOnALock(secondName))
    }
    var sawWaiting = watching.makeAsyncIterator()
    #expect(await sawWaiting.next() == true, "the second sync never waited for the first")
    var firstOutcome = firstEnded.makeAsyncIterator()
    var secondOutcome = secondEnded.makeAsyncIterator()
    #expect(await firstOutcome.next() == .committed)
    #expect(await secondOutcome.next() == .committed)
    let products = SQLProductRepository(database: database)
    #expect(try await products.page(ProductQuery()).items.count == 2)
  }

  /// Syncs `products` on a thread of its own, calling `afterFirst` once the first is written,
  /// and reports how it ended.
  private static func sync(
    _ products: [Product], on database: SQLDatabase,
    reporting outcome: AsyncStream<Outcome>.Continuation,
    afterFirst: @escaping @Sendable () -> Void = {}
  ) {
    Thread.detachNewThread {
      do {
        try database.write(
          refusing: CatalogError.self, storage: CatalogError.storage, retrying: false
        ) { connection in
          let writer = try SQLImportWriter(database, connection)
          for (index, product) in products.enumerated() {
            _ = try writer.save(product)
            if index == 0 { afterFirst() }
          }
          try writer.finish(changedProducts: true)
        }
        outcome.yield(.committed)
      } catch {
        outcome.yield(.failed("\(error)"))
      }
      outcome.finish()
    }
  }

  /// Whether a connection named `applicationName` comes to wait on a lock within a minute: read
  /// from the server's own view of its sessions until it does, each read a round trip that
  /// paces the next (the wait is the server's state, which nothing announces).
  private static func waitsOnALock(_ applicationName: String) -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      let waiting = try? TestServer.integers(
        """
        SELECT count(*) FROM pg_stat_activity
        WHERE application_name = '\(applicationName)' AND wait_event_type = 'Lock'
        """)
      if let count = waiting?.first, count > 0 { return true }
    }
    return false
  }

  @Test("a server's message of any length is repeated short")
  func longServerMessage() throws {
    let schema = try ScratchSchema()
    let connection = try PostgresConnection(url: schema.url, through: LibPQ.load())
    do {
      try connection.execute(
        "DO $$ BEGIN RAISE EXCEPTION '%', repeat('x', 20000); END $$")
      Issue.record("the exception was not raised")
    } catch {
      #expect(error.message.utf8.count >= 20_000)
      #expect(error.storageError.reason.utf8.count < 1_000)
    }
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
