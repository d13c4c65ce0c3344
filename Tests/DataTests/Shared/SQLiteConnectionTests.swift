import CSQLite
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

  @Test("a reused statement starts afresh with each set of values")
  func reuseRebinds() throws {
    let insert = try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)")
    try insert.run([.integer(1), .text("one")])
    try insert.run([.integer(2)])
    let query = try connection.statement("SELECT s FROM t WHERE n = ?1")
    let read = { (n: Int64) throws(SQLiteError) in
      try query.rows([.integer(n)]) { row throws(SQLiteError) in try row.optionalText(0) }
    }
    #expect(try read(1) == ["one"])
    #expect(try read(2) == [nil])
    #expect(try read(3) == [])
    #expect(try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)") === insert)
  }

  @Test("each typed read refuses a value of another type")
  func mismatches() throws {
    try connection.statement("INSERT INTO t (n, s) VALUES (5, NULL)").run()
    let asText = #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT n FROM t").rows { row throws(SQLiteError) in
        try row.text(0)
      }
    }
    #expect(asText?.code == SQLITE_MISMATCH)
    #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT 'five'").rows { row throws(SQLiteError) in try row.int(0) }
    }
    #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT s FROM t").rows { row throws(SQLiteError) in try row.text(0)
      }
    }
    #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT 2.5").rows { row throws(SQLiteError) in try row.int(0) }
    }
    let optional = try connection.statement("SELECT s, NULL FROM t").rows {
      row throws(SQLiteError) in (try row.optionalText(0), try row.optionalInt(1))
    }
    #expect(optional.count == 1)
    #expect(optional.first?.0 == nil && optional.first?.1 == nil)
  }

  @Test("SQL that does not compile is an error naming the problem")
  func badSQL() {
    let error = #expect(throws: SQLiteError.self) {
      try connection.statement("SELECT nope FROM t")
    }
    #expect(error?.message.contains("nope") == true)
  }

  @Test("a transaction whose body returns is committed")
  func commit() throws {
    let value = try connection.transaction(immediate: false) { connection in
      try connection.statement("INSERT INTO t (n) VALUES (?1)").run([.integer(9)])
      return connection.changes
    }
    #expect(value == 1)
    let rows = try connection.statement("SELECT n FROM t").rows { row throws(SQLiteError) in
      try row.int(0)
    }
    #expect(rows == [9])
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
    try connection.transaction(immediate: true) { connection in
      try connection.statement("INSERT INTO t (n) VALUES (2)").run()
    }
    let after = try connection.statement("SELECT count(*) FROM t").rows {
      row throws(SQLiteError) in try row.int(0)
    }
    #expect(after == [1])
  }
}
