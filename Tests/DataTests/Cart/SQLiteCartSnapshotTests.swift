import CSQLite
import ShopDomain
import Testing

@testable import ShopData

/// A cart is its promotion code and its lines, read by two statements: they must see one moment
/// of the file. Another process's cart change is committed between the two, deterministically,
/// from SQLite's own hook for a statement that starts, rather than raced for in a loop.
@Suite("The SQLite cart, read at one moment")
struct SQLiteCartSnapshotTests {
  let temporary = TemporaryFile("cart-snapshot.sqlite")

  @Test("a change committed between the code and the lines is seen whole or not at all")
  func changeBetweenStatements() async throws {
    let reader = try SQLiteDatabase(path: temporary.path)
    let writer = SQLDatabase(try SQLiteDatabase(path: temporary.path))
    let owner = CartOwner.customer(try Fixtures.ada)
    let before = try Cart(
      lines: try Fixtures.cart([("DAI-001", 1)]).lines,
      promotionCode: try PromotionCode("WELCOME10"))
    let after = try Fixtures.cart([("PAN-001", 2), ("PAN-002", 1)])
    try writer.write { connection in
      try SQLCartRepository.store(before, for: owner, in: connection)
    }
    let interleaving = Interleaving {
      try writer.write { connection in
        try SQLCartRepository.store(after, for: owner, in: connection)
      }
    }
    try interleaving.run(beforeStatementsOn: reader, reading: "cart_lines")
    let read = try await SQLCartRepository(database: SQLDatabase(reader)).cart(for: owner)
    #expect(interleaving.hasRun)
    #expect(read == before || read == after, "a cart that was never stored: \(read)")
    #expect(try await SQLCartRepository(database: SQLDatabase(reader)).cart(for: owner) == after)
  }
}

/// A write run once, the moment a statement that reads a given table starts on a connection:
/// SQLite calls its trace hook (`SQLITE_TRACE_STMT`) as each statement begins, on the thread
/// that runs the statement, inside the test's own read.
final class Interleaving {
  private let write: () throws -> Void
  private var table = ""
  private(set) var hasRun = false

  init(_ write: @escaping () throws -> Void) {
    self.write = write
  }

  /// Hooks the write onto the statements of `database`'s connection that read `table`; the
  /// hook lives as long as this object, which the test keeps until its read is done.
  func run(beforeStatementsOn database: SQLiteDatabase, reading table: String) throws {
    self.table = table
    // An address, not a pointer, crosses into the connection's lock: a pointer is not Sendable.
    let address = Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())
    _ = try database.read { connection in
      guard let sqlite = connection as? SQLiteConnection else { return }
      sqlite3_trace_v2(
        sqlite.handle, UInt32(SQLITE_TRACE_STMT), Self.traced,
        UnsafeMutableRawPointer(bitPattern: address))
    }
  }

  fileprivate func statementStarts(_ sql: String) {
    guard !hasRun, sql.contains("FROM \(table)") else { return }
    hasRun = true
    do {
      try write()
    } catch {
      Issue.record(error, "the interleaved write failed")
    }
  }

  private static let traced:
    @convention(c) (
      UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Int32 = { _, context, _, text in
      guard let context, let text else { return 0 }
      let sql = String(cString: text.assumingMemoryBound(to: CChar.self))
      Unmanaged<Interleaving>.fromOpaque(context).takeUnretainedValue().statementStarts(sql)
      return 0
    }
}
