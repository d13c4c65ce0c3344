import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Reads take each column's declared type as given, because every table is STRICT: a value of
/// another type is refused when it is written, by the shop or by anyone else with the file. Each
/// case writes one wrong-typed value into one column, the way a hand edit would; the write fails
/// and the table keeps what it had. The cases are read from the schema itself, every column of
/// every table, so a table or column a later migration adds is covered with no edit here.
@Suite("Every table refuses a value of the wrong type")
struct StrictTableTests {
  /// Values of another type than a column declares: text and a fraction for a whole number,
  /// bytes for text. (SQLite checks a STRICT column's type before the row's `CHECK`s, keys and
  /// references, so the other columns need only be of their own types.)
  private static let wrongValues = ["INTEGER": ["'ten'", "1.5"], "TEXT": ["x'546561'"]]
  /// A value of each declared type, for the columns a case does not make wrong.
  private static let rightValues = ["INTEGER": "1", "TEXT": "'A-1'"]

  /// A column of a STRICT table, as the schema declares it.
  private struct Column {
    let table: String
    let name: String
    let type: String
    let isRequired: Bool
  }

  @Test("a wrong-typed value in any column of any table is refused at write")
  func refusesWrongType() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let columns = try SQLDatabase(database).read { connection in
      try connection.rows(
        """
        SELECT t.name, c.name, c.type, c."notnull" FROM pragma_table_list t
        JOIN pragma_table_info(t.name) c WHERE t.strict = 1 ORDER BY t.name, c.cid
        """
      ) { row in
        Column(
          table: try row.text(0), name: try row.text(1), type: try row.text(2),
          isRequired: try row.int(3) == 1)
      }
    }
    #expect(!columns.isEmpty)
    #expect(Set(columns.map(\.type)).isSubset(of: Set(Self.rightValues.keys)))
    for column in columns {
      for wrong in Self.wrongValues[column.type] ?? [] {
        try expectRefused(wrong, in: column, among: columns, on: database)
      }
    }
  }

  /// Writes a row of `column`'s table holding `wrong` in that column and a right value in every
  /// other column that must have one, and expects the type's refusal, with nothing written.
  private func expectRefused(
    _ wrong: String, in column: Column, among columns: [Column], on database: SQLiteDatabase
  ) throws {
    let others = columns.filter {
      $0.table == column.table && $0.name != column.name && $0.isRequired
    }
    let names = ([column] + others).map(\.name).joined(separator: ", ")
    let values = ([wrong] + others.map { Self.rightValues[$0.type] ?? "NULL" })
      .joined(separator: ", ")
    let error = #expect(throws: StorageError.self, "\(column.table).\(column.name) took \(wrong)") {
      try database.execute("INSERT INTO \(column.table) (\(names)) VALUES (\(values))")
    }
    // A STRICT column says it "cannot store" the value; a rowid's alias (`id INTEGER PRIMARY
    // KEY`) is SQLite's own column and says "datatype mismatch".
    let reason = error?.reason ?? ""
    #expect(
      reason.contains("cannot store") || reason.contains("datatype mismatch"),
      "\(column.table).\(column.name): \(reason)")
    #expect(try database.count("SELECT count(*) FROM \(column.table)") == 0)
  }

  @Test("each of the shop's tables is STRICT, but the search index, which is FTS5's")
  func everyTableIsStrict() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    // A virtual table and its shadow tables are made by their module, which has no STRICT.
    #expect(
      try database.count(
        "SELECT count(*) FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND strict = 0"
      ) == 0)
    #expect(
      try database.count("SELECT count(*) FROM pragma_table_list WHERE strict = 1")
        == MadeSchema.atVersion(Schema.latestVersion).tables.count
        - database.count("SELECT count(*) FROM pragma_table_list WHERE type = 'virtual'"))
  }

  /// The columns the rebuilt `products` below keep, named so that a column a later migration
  /// adds is left behind rather than breaking the copy.
  static let productColumns =
    "sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text"

  /// Ways another program can change the shop's tables, each leaving the file's mark and version.
  /// Each copy names its columns, so a column added by a later migration needs no edit here.
  static let alterations = [
    "CREATE TABLE loose AS SELECT * FROM products; DROP TABLE products; ALTER TABLE loose RENAME TO products",
    "CREATE TABLE loose AS SELECT * FROM orders; DROP TABLE orders; ALTER TABLE loose RENAME TO orders",
    """
    CREATE TABLE loose (sku TEXT NOT NULL PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL,
      category TEXT NOT NULL, price_minor ANY NOT NULL, currency TEXT NOT NULL, stock INTEGER NOT NULL,
      name_key TEXT NOT NULL, category_key TEXT NOT NULL, search_text TEXT NOT NULL) STRICT, WITHOUT ROWID;
    INSERT INTO loose SELECT \(productColumns) FROM products;
    DROP TABLE products; ALTER TABLE loose RENAME TO products
    """,
    """
    CREATE TABLE loose (token TEXT NOT NULL PRIMARY KEY, email TEXT, started_at INTEGER,
      last_used_at INTEGER NOT NULL) STRICT, WITHOUT ROWID;
    DROP TABLE sessions; ALTER TABLE loose RENAME TO sessions
    """,
    "DROP TABLE wishlist_items",
    "ALTER TABLE customers ADD COLUMN nickname TEXT",
    // The same columns and types, with a check gone: a negative stock could be written again.
    """
    CREATE TABLE loose (sku TEXT NOT NULL PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL,
      category TEXT NOT NULL, price_minor INTEGER NOT NULL CHECK (price_minor >= 0), currency TEXT NOT NULL,
      stock INTEGER NOT NULL, name_key TEXT NOT NULL, category_key TEXT NOT NULL,
      search_text TEXT NOT NULL) STRICT, WITHOUT ROWID;
    INSERT INTO loose SELECT \(productColumns) FROM products;
    DROP TABLE products; ALTER TABLE loose RENAME TO products
    """,
    "ALTER TABLE order_lines RENAME COLUMN name TO title",
    // Columns and checks as made, but no longer WITHOUT ROWID, or a key compared another way.
    """
    CREATE TABLE loose (code TEXT NOT NULL PRIMARY KEY, percent_off INTEGER CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_minor INTEGER CHECK (amount_off_minor > 0), currency TEXT NOT NULL,
      minimum_minor INTEGER NOT NULL CHECK (minimum_minor >= 0), expires_at INTEGER NOT NULL,
      CHECK ((percent_off IS NULL) <> (amount_off_minor IS NULL))) STRICT;
    DROP TABLE promotions; ALTER TABLE loose RENAME TO promotions
    """,
    """
    CREATE TABLE loose (owner TEXT NOT NULL COLLATE NOCASE PRIMARY KEY, promotion_code TEXT) STRICT, WITHOUT ROWID;
    INSERT INTO loose SELECT owner, promotion_code FROM carts;
    DROP TABLE carts; ALTER TABLE loose RENAME TO carts
    """,
    // customers made again as it was, the usual way round: the tables that referred to it now
    // refer to the old one, which is gone.
    """
    ALTER TABLE customers RENAME TO customers_old;
    CREATE TABLE customers (email TEXT NOT NULL PRIMARY KEY, created_at INTEGER NOT NULL) STRICT, WITHOUT ROWID;
    INSERT INTO customers SELECT email, created_at FROM customers_old; DROP TABLE customers_old
    """,
  ]

  /// What a file's owner may add beside the shop's tables without changing them.
  static let ownersAdditions = [
    "CREATE INDEX mine ON products (stock)",
    "CREATE TRIGGER noted AFTER INSERT ON orders BEGIN SELECT 1; END",
    "CREATE TABLE notes (body TEXT); CREATE VIEW cheap AS SELECT sku FROM products WHERE price_minor < 100",
  ]

  /// The check on open looks at the shop's tables only: what the owner added is theirs.
  @Test(
    "a shop file with the owner's own indexes, triggers, tables and views opens",
    arguments: ownersAdditions)
  func ownersAdditionsAreLeftAlone(addition: String) throws {
    let temporary = try shopFile(changedBy: addition)

    let database = try SQLiteDatabase(path: temporary.path)
    #expect(
      try database.count(
        "SELECT count(*) FROM sqlite_schema WHERE name IN ('mine', 'noted', 'notes', 'cheap')") > 0)
  }

  /// Reads trust types because the tables are as the shop made them; a file whose tables another
  /// program changed can no longer be trusted, and opening it says so instead of reading on.
  @Test(
    "a shop file whose tables another program changed is refused as damaged, untouched",
    arguments: alterations)
  func alteredTablesAreRefused(alteration: String) throws {
    let temporary = try shopFile(changedBy: alteration)
    let before = try Data(contentsOf: URL(fileURLWithPath: temporary.path))

    #expect(throws: DatabaseError.damaged(path: temporary.path)) {
      try SQLiteDatabase(path: temporary.path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: temporary.path)) == before)
  }

  /// A new shop file that another connection then changed with `sql`, its log folded into it.
  private func shopFile(changedBy sql: String) throws -> TemporaryFile {
    let temporary = TemporaryFile("changed.sqlite")
    _ = try SQLiteDatabase(path: temporary.path)
    try SQLiteConnection(path: temporary.path).execute(sql + "; PRAGMA wal_checkpoint(TRUNCATE);")
    return temporary
  }

  /// Worked out here from each table's whole text, not with the query `FileIdentity` runs, so
  /// that a mistake in either shows.
  @Test("the tables read from the migrations' SQL are exactly those a new file holds")
  func tableDefinitionsMatchAFile() throws {
    let made = try MadeSchema.atVersion(Schema.latestVersion)
    let database = try SQLiteDatabase(path: ":memory:")
    // Ordinary and virtual tables, but not the shadow tables a virtual table's module makes.
    let texts = try SQLDatabase(database).read { connection in
      try connection.rows(
        """
        SELECT object.sql FROM sqlite_schema AS object
        JOIN pragma_table_list AS list ON list.name = object.name AND list.schema = 'main'
        WHERE object.type = 'table' AND list.type IN ('table', 'virtual')
          AND object.name NOT LIKE 'sqlite_%'
        """
      ) { row in try row.text(0) }
    }
    // Migration 7 renames each table into place, and SQLite writes a renamed table's name
    // quoted; a table made by a later migration keeps its name as written.
    #expect(texts.count == made.tables.count)
    let kinds = ["CREATE TABLE ", "CREATE VIRTUAL TABLE "]
    #expect(texts.allSatisfy { text in kinds.contains { text.hasPrefix($0) } })
    let definitions = texts.map { text in
      let kind = kinds.last { text.hasPrefix($0) } ?? ""
      let head = text.prefix { $0 != "(" }.dropFirst(kind.count)
      let name = head.split(separator: " ").first.map(String.init) ?? ""
      let columns = text.firstIndex(of: "(").map { text[$0...] } ?? ""
      return "\(name.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) \(columns)"
    }
    #expect(Set(definitions) == made.tableDefinitions)
    let ordinary = made.tableDefinitions.filter { !$0.hasPrefix("product_search ") }
    #expect(ordinary.count == made.tables.count - 1)
    #expect(ordinary.allSatisfy { $0.contains(") STRICT") })
  }
}
