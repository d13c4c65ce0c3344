import CSQLite
import ShopDomain
import Testing

@testable import ShopData

/// The SQLite wrapper: statements prepared once and reused, typed reads from STRICT tables,
/// transactions that roll back when their body throws.
@Suite("The SQLite wrapper")
struct SQLiteConnectionTests {
  let connection: SQLiteConnection

  init() throws {
    connection = try SQLiteConnection(path: ":memory:")
    try connection.execute("CREATE TABLE t (n INTEGER NOT NULL, s TEXT) STRICT")
  }

  @Test("the same SQL gives back the same prepared statement")
  func statementsAreReused() throws {
    let first = try connection.statement("SELECT n FROM t")
    #expect(try connection.statement("SELECT n FROM t") === first)
    #expect(try connection.statement("SELECT s FROM t") !== first)
  }

  @Test(
    "SQL made anew for each query, whose text may take another's place in memory, runs as written"
  )
  func statementsOfSQLMadeAnew() throws {
    for number in 0..<300 {
      // Made at run time, and let go after its query: the next one may reuse its memory.
      let sql =
        String(repeating: " ", count: number % 7) + "SELECT \(number) AS answer, 'made anew'"
      #expect(try connection.statement(sql).rows { row in row.int(0) } == [number])
    }
  }

  @Test("values are bound, and read back with their types")
  func binding() throws {
    try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)").run([
      .integer(42), .text("it's \"quoted\""),
    ])
    try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)").run([.integer(7), .null])
    let rows = try connection.statement("SELECT n, s FROM t ORDER BY n").rows { row in
      (row.int(0), row.optionalText(1))
    }
    #expect(rows.map(\.0) == [7, 42])
    #expect(rows.map(\.1) == [nil, "it's \"quoted\""])
  }

  /// Reads take a column's type as given (see `SQLiteStatement`) because a STRICT table holds
  /// nothing else: the value is refused when it is written.
  @Test(
    "a STRICT table refuses a value of another type when it is written",
    arguments: ["(n) VALUES ('five')", "(n) VALUES (2.5)", "(n, s) VALUES (1, x'05')"])
  func strictRefusal(values: String) throws {
    let error = #expect(throws: SQLiteError.self) {
      try connection.statement("INSERT INTO t \(values)").run()
    }
    #expect(error?.message.contains("cannot store") == true)
    #expect(try connection.integers("SELECT count(*) FROM t") == [0])
  }

  @Test("a reused statement starts afresh with each set of values")
  func reuseRebinds() throws {
    let insert = try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)")
    try insert.run([.integer(1), .text("one")])
    try insert.run([.integer(2)])
    let query = try connection.statement("SELECT s FROM t WHERE n = ?1")
    let read = { (n: Int64) throws(SQLiteError) in
      try query.rows([.integer(n)]) { row in row.optionalText(0) }
    }
    #expect(try read(1) == ["one"])
    #expect(try read(2) == [nil])
    #expect(try read(3) == [])
    #expect(try connection.statement("INSERT INTO t (n, s) VALUES (?1, ?2)") === insert)
  }

  @Test("NULL reads as nil through the optional readers, and a value as itself")
  func optionalReads() throws {
    try connection.statement("INSERT INTO t (n, s) VALUES (5, NULL)").run()
    let rows = try connection.statement("SELECT s, NULL, n FROM t").rows { row in
      (row.optionalText(0), row.optionalInt(1), row.optionalInt(2))
    }
    #expect(rows.count == 1)
    #expect(rows.first?.0 == nil && rows.first?.1 == nil && rows.first?.2 == 5)
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
    let rows = try connection.statement("SELECT n FROM t").rows { row in
      row.int(0)
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
    let count = try connection.statement("SELECT count(*) FROM t").rows { row in
      row.int(0)
    }
    #expect(count == [0])
    try connection.transaction(immediate: true) { connection in
      try connection.statement("INSERT INTO t (n) VALUES (2)").run()
    }
    let after = try connection.statement("SELECT count(*) FROM t").rows { row in row.int(0) }
    #expect(after == [1])
  }
}
