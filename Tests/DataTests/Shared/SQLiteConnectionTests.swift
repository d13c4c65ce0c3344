import ShopDomain
import Testing

@testable import ShopData

/// The SQLite wrapper: statements prepared once and reused, typed reads, transactions that roll
/// back when their body throws.
@Suite("The SQLite wrapper")
struct SQLiteConnectionTests {
  let connection: SQLiteConnection

  init() throws {
    connection = try SQLiteConnection(path: ":memory:")
    try connection.execute("CREATE TABLE t (n INTEGER NOT NULL, s TEXT)")
  }

  @Test("the same SQL gives back the same prepared statement")
  func statementsAreReused() throws {
    let first = try connection.statement("SELECT n FROM t")
    #expect(try connection.statement("SELECT n FROM t") === first)
    #expect(try connection.statement("SELECT s FROM t") !== first)
  }

  @Test("values are bound, and read back with their types")
  func binding() throws {
    try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)").run([
      .integer(42), .text("it's \"quoted\""),
    ])
    try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)").run([.integer(7), .null])
    let rows = try connection.statement("SELECT n, s FROM t ORDER BY n").rows {
      row throws(SQLiteError) in
      (try row.int(0), try row.optionalText(1))
    }
    #expect(rows.map(\.0) == [7, 42])
    #expect(rows.map(\.1) == [nil, "it's \"quoted\""])
  }

  @Test("reading a column as the wrong type is an error, not a conversion")
  func typedReads() throws {
    try connection.statement("INSERT INTO t (n, s) VALUES (1, 'one')").run()
    #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT n FROM t").rows { row throws(SQLiteError) in try row.text(0)
      }
    }
  }

  @Test("a transaction whose body throws leaves nothing behind")
  func rollback() throws {
    struct Refusal: Error {}
    #expect(throws: Refusal.self) {
      try connection.transaction(immediate: true) { connection in
        try connection.statement("INSERT INTO t (n) VALUES (1)").run()
        throw Refusal()
      }
    }
    let count = try connection.statement("SELECT count(*) FROM t").rows { row throws(SQLiteError) in
      try row.int(0)
    }
    #expect(count == [0])
  }
}
