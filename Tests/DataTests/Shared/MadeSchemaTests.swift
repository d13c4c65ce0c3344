import Testing

@testable import ShopData

/// Which tables and indexes are the shop's, and each table's text, come from the migrations:
/// read from their SQL, so that opening a file stays fast, and held here to what running them
/// makes, for the shop's migrations and for later ones that add columns (`LaterMigrations`).
@Suite("The schema the migrations make")
struct MadeSchemaTests {
  @Test(
    "reading the migrations finds the tables and indexes running them makes, at every version",
    arguments: [0] + LaterMigrations.all.map(\.version))
  func readingMatchesRunning(version: Int) throws {
    let running = try MadeSchema.running(upTo: version, of: LaterMigrations.all)
    #expect(try MadeSchema.made(upTo: version, of: LaterMigrations.all) == running)
    if version <= Schema.latestVersion {
      #expect(try MadeSchema.atVersion(version) == running)
    }
  }

  /// A feature's own migration may make any table a feature would (a trial's `reviews` met one
  /// of these), so the made-up ones say what they are and never take such a name.
  @Test("every table and index the made-up later migrations make is named later_")
  func laterNamesSayLater() throws {
    let last = try #require(LaterMigrations.all.last?.version)
    let shop = try MadeSchema.atVersion(Schema.latestVersion)
    let later = try MadeSchema.running(upTo: last, of: LaterMigrations.all)
    let made = Set(later.tables.keys).union(later.indexes.keys)
      .subtracting(shop.tables.keys).subtracting(shop.indexes.keys)
    #expect(!made.isEmpty)
    for name in made.sorted() where !name.hasPrefix("later_") {
      Issue.record("\(name) is a name a feature could take: call it later_\(name).")
    }
  }

  /// Otherwise every open would run the migrations in a scratch database, several milliseconds
  /// more for every command: a migration that changes a table some other way (dropping a
  /// column, say) makes the table again, as migration 7 does, or teaches `MadeSchema` its
  /// statement.
  @Test(
    "each migration is read from its text, not run, so opening a file stays fast",
    arguments: LaterMigrations.all.map(\.version))
  func migrationIsRead(version: Int) throws {
    let before = try MadeSchema.running(upTo: version - 1, of: LaterMigrations.all)
    let migration = try #require(LaterMigrations.all.first { $0.version == version })
    #expect(before.reading(migration.sql) != nil)
  }

  /// Each kind of statement the reading follows, run in SQLite and read, with the same result.
  @Test(
    "a table or index made, renamed or dropped is read as SQLite runs it",
    arguments: [
      "CREATE TABLE a (x INTEGER NOT NULL) STRICT; CREATE INDEX a_by_x ON a (x)",
      "CREATE TABLE a (x INTEGER); CREATE UNIQUE INDEX a_x ON a (x); ALTER TABLE a RENAME TO b",
      "CREATE TABLE a (x INTEGER); CREATE INDEX a_x ON a (x); DROP INDEX a_x",
      "CREATE TABLE a (x INTEGER); CREATE INDEX a_x ON a (x); DROP TABLE a",
      """
      -- a note before the statement
      create table a(x integer) ; insert into a values (1) ; update a set x = 2 ; delete from a
      """,
    ])
  func statementIsRead(sql: String) throws {
    let scratch = try SQLiteConnection(path: ":memory:")
    try scratch.execute(sql)
    #expect(MadeSchema().reading(sql) == (try MadeSchema.of(scratch)))
  }

  /// What a new migration adds is the shop's without an edit anywhere else.
  @Test("a table and an index a later migration makes join the shop's")
  func laterMigrationExtends() throws {
    let latest = try MadeSchema.atVersion(Schema.latestVersion)
    let next = try #require(
      latest.reading(
        """
        CREATE TABLE zz_made_up_later (sku TEXT NOT NULL, stars INTEGER NOT NULL) STRICT;
        CREATE INDEX zz_made_up_later_by_sku ON zz_made_up_later (sku);
        """))
    let review = "zz_made_up_later (sku TEXT NOT NULL, stars INTEGER NOT NULL) STRICT"
    #expect(next.tableDefinitions == latest.tableDefinitions.union([review]))
    #expect(next.indexNameList.contains("'zz_made_up_later_by_sku'"))
  }

  /// The reading does not guess at a change it does not follow, or at a table named in quotes,
  /// with its database, or in another case than it was made with (SQLite would take the last
  /// for the same table); the schema is made by running the migrations instead.
  @Test(
    "a change the reading does not follow is left to running the migrations",
    arguments: [
      "ALTER TABLE products DROP COLUMN stock",
      "ALTER TABLE products RENAME COLUMN stock TO shelf",
      "ALTER TABLE \"products\" ADD COLUMN rating INTEGER",
      "ALTER TABLE main.products ADD COLUMN rating INTEGER",
      "ALTER TABLE Products ADD COLUMN rating INTEGER",
      "ALTER TABLE nowhere ADD COLUMN rating INTEGER",
      "CREATE VIEW cheap AS SELECT sku FROM products WHERE price_minor < 100",
      "CREATE TABLE IF NOT EXISTS notes (body TEXT)",
      "CREATE TABLE \"quoted\" (body TEXT)",
      "CREATE TABLE main.notes (body TEXT)",
    ])
  func unfollowedChange(sql: String) throws {
    #expect(try MadeSchema.atVersion(Schema.latestVersion).reading(sql) == nil)
  }
}
