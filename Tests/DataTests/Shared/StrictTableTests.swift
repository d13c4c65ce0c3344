import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Reads take each column's declared type as given, because every table is STRICT: a value of
/// another type is refused when it is written, by the shop or by anyone else with the file. Each
/// case writes one wrong-typed value into one table, the way a hand edit would, after making the
/// rows it refers to; the write fails and the table keeps what it had.
@Suite("Every table refuses a value of the wrong type")
struct StrictTableTests {
  /// The rows a case's row refers to: a customer, a cart and an order, all well typed.
  private static let parents = """
    INSERT INTO customers VALUES ('ada@example.com', 1);
    INSERT INTO carts VALUES ('ada@example.com', NULL);
    INSERT INTO orders VALUES ('O-1', 'ada@example.com', 'placed', 1, 'EUR', 100, 0, 0, 100, NULL);
    """

  @Test(
    "a wrong-typed value is refused at write, so no read ever meets one",
    arguments: [
      ("products", "('A-1', 'Tea', '', 'Drinks', 100, 'EUR', 'ten', 'tea', 'drinks', 'tea')"),
      ("products", "('A-1', x'546561', '', 'Drinks', 100, 'EUR', 1, 'tea', 'drinks', 'tea')"),
      ("products", "('A-1', 'Tea', '', 'Drinks', 1.5, 'EUR', 1, 'tea', 'drinks', 'tea')"),
      ("customers", "('grace@example.com', 'yesterday')"),
      ("session", "(1, 'ada@example.com', 2.5)"),
      ("carts", "('grace@example.com', x'53415645')"),
      ("cart_lines", "('ada@example.com', 0, 'A-1', '2 please')"),
      ("promotions", "('SOON', 10, NULL, 'EUR', 0, 'next week')"),
      ("orders", "('O-2', 'ada@example.com', 'placed', 1, 'EUR', 'lots', 0, 0, 100, NULL)"),
      ("order_lines", "('O-1', 0, 'A-1', 'Tea', 2.5, 1)"),
      ("analytics_events", "(1, 'opened', '', 'now')"),
      ("wishlist_items", "('ada@example.com', 'first', 'A-1')"),
    ])
  func refusesWrongType(table: String, row: String) throws {
    let database = try Database(path: ":memory:")
    try database.execute(Self.parents)
    let before = try database.count("SELECT count(*) FROM \(table)")

    let error = #expect(throws: StorageError.self) {
      try database.execute("INSERT INTO \(table) VALUES \(row)")
    }
    #expect(error?.reason.contains("cannot store") == true)
    #expect(try database.count("SELECT count(*) FROM \(table)") == before)
  }

  @Test("each of the shop's tables is STRICT")
  func everyTableIsStrict() throws {
    let database = try Database(path: ":memory:")
    #expect(
      try database.count(
        "SELECT count(*) FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' AND strict = 0"
      ) == 0)
    #expect(try database.count("SELECT count(*) FROM pragma_table_list WHERE strict = 1") == 10)
  }

  /// Reads trust types because the tables are STRICT; a file whose table another program made
  /// again without it can no longer be trusted, and opening it says so instead of reading on.
  @Test(
    "a shop file whose table was made again without STRICT is refused as damaged, untouched",
    arguments: ["products", "orders", "cart_lines"])
  func alteredTableIsRefused(table: String) throws {
    let temporary = TemporaryFile("altered.sqlite")
    _ = try Database(path: temporary.path)
    let connection = try SQLiteConnection(path: temporary.path)
    try connection.execute(
      """
      CREATE TABLE loose AS SELECT * FROM \(table);
      DROP TABLE \(table);
      ALTER TABLE loose RENAME TO \(table);
      PRAGMA wal_checkpoint(TRUNCATE);
      """)
    let before = try Data(contentsOf: URL(fileURLWithPath: temporary.path))

    #expect(throws: DatabaseError.damaged(path: temporary.path)) {
      try Database(path: temporary.path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: temporary.path)) == before)
  }
}
