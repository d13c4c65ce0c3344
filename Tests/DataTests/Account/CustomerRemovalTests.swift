import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// The SQL an operator runs to remove one customer, as docs/data.md gives it, removes them from
/// every table that names them and leaves everyone else's rows: run on each database as the
/// chapter prints it, so a table that comes to refer to a customer, or to a customer's rows,
/// fails here until the chapter deletes from it too.
@Suite("Removing a customer by the chapter's SQL")
struct CustomerRemovalTests {
  @Test("every table that refers to a customer, directly or through another, is in the block")
  func everyTableNamed() throws {
    let block = try Self.removalBlock()
    let tables = try MadeSchema.atVersion(Schema.latestVersion).tables
    let referring = Self.referring(to: "customers", in: tables)
    #expect(referring.contains("orders") && referring.contains("order_lines"))
    for table in referring.sorted() {
      #expect(
        block.contains("FROM \(table) ") || block.contains("UPDATE \(table) "),
        "docs/data.md's removal block leaves \(table), which refers to a customer's rows")
    }
  }

  /// A new column of `customers` is something more the shop keeps about a person: the chapter's
  /// account of it, beside the removal block, names it, so no one reads it as the whole account.
  @Test(
    "the chapter's account of what the shop keeps about a person names every column of customers")
  func everyColumnOfCustomersNamed() throws {
    let database = SQLDatabase(try SQLiteDatabase(path: ":memory:"))
    let columns = try database.read { connection in
      try connection.rows("SELECT name FROM pragma_table_info('customers')") { try $0.text(0) }
    }
    #expect(columns.contains("email") && columns.contains("created_at"))
    let account = try Self.chapter().components(separatedBy: "\n- **")
      .first { $0.hasPrefix("What the shop keeps about a person.") }
    let paragraph = try #require(
      account, "docs/data.md has no account of what it keeps about a person")
    for column in columns {
      #expect(
        paragraph.contains("`\(column)`"),
        "docs/data.md's account of what the shop keeps about a person leaves out `\(column)`")
    }
  }

  /// The tables whose rows refer to a row of `table`, directly or through another table's: an
  /// order's lines belong to the customer as the order does.
  static func referring(to table: String, in tables: [String: String]) -> Set<String> {
    var found: Set<String> = []
    var reached = [table]
    while let next = reached.popLast() {
      for (name, sql) in tables where !found.contains(name) && sql.contains("REFERENCES \(next) ") {
        found.insert(name)
        reached.append(name)
      }
    }
    return found
  }

  /// Ada starts with one of everything kept about her (`ShopStates.everythingKept`), so each
  /// table that names a customer holds a row of hers: a table a feature adds fails here until
  /// that state reaches it, then until the block empties it of her rows.
  @Test(
    "the block removes every row that names the customer, from each table, and no one else's",
    arguments: StorageKind.keepingRows)
  func removes(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let runSQL = try #require(repositories.runSQL)
    let count = try #require(repositories.countSQL)
    let ada = repositories.states()
    try await ada.catalog()
    try await ada.everythingKept()
    let grace = repositories.states()
    try await grace.placedOrder(customer: "grace@example.com")
    let naming = try Self.columnsNaming("customers")
    #expect(naming.contains { $0.table == "orders" } && naming.contains { $0.table == "sessions" })
    func adaRows(in table: String, by column: String) throws -> Int {
      try count("SELECT count(*) FROM \(table) WHERE \(column) = '\(ShopStates.ada)'")
    }
    for (table, column) in naming {
      #expect(
        try adaRows(in: table, by: column) > 0,
        "\(table) holds none of Ada's rows: ShopStates.everythingKept does not reach it")
    }

    try runSQL(try Self.removalBlock())

    for (table, column) in naming {
      #expect(try adaRows(in: table, by: column) == 0, "the block leaves Ada's rows in \(table)")
    }
    let email = try Email(ShopStates.ada)
    #expect(try await repositories.carts.cart(for: .customer(email)).isEmpty)
    // The customer's own row is gone: it can be made again.
    try runSQL("INSERT INTO customers (email, created_at) VALUES ('\(email.value)', 0)")
    let others = try await repositories.orders.orders(
      of: Email("grace@example.com"), after: nil, size: .standard)
    #expect(others.items.count == 1)
  }

  /// Each column of the shop's tables that refers to a row of `table`, with its table: a
  /// customer's orders by `customer`, a session by `email`.
  static func columnsNaming(_ table: String) throws -> [(table: String, column: String)] {
    let tables = try MadeSchema.atVersion(Schema.latestVersion).tables
    return tables.sorted { $0.key < $1.key }.flatMap { name, sql in
      sql.split(separator: "\n").filter { $0.contains("REFERENCES \(table) (") }.compactMap {
        $0.split(separator: " ").first.map { (name, String($0)) }
      }
    }
  }

  /// The statements of the chapter's `sql` block, without its `BEGIN` and `COMMIT`: the tests
  /// run them inside a transaction of their own.
  static func removalBlock() throws -> String {
    let lines = try chapter().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = lines.firstIndex(of: "```sql"),
      let end = lines[start...].dropFirst().firstIndex(of: "```")
    else {
      Issue.record("docs/data.md has no sql block")
      return ""
    }
    return lines[(start + 1)..<end].filter { $0 != "BEGIN;" && $0 != "COMMIT;" }
      .joined(separator: "\n")
  }

  /// docs/data.md, whose account of a person's data and removal block these tests hold.
  static func chapter() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("docs/data.md"), encoding: .utf8)
  }
}
