import ShopDomain
import Testing

/// A number read back is held to the Domain's range before it becomes a Domain value: a cart
/// line's quantity, a session's start, a customer's first sign-in, a promotion's expiry. A row
/// edited by hand outside one (with the CHECK constraints off, as a file from before them could
/// hold) is damage that names the record and the field, never a value that a later price, sum
/// or date overflows on. Orders have their own cases in `DamagedOrder`
/// (`OrderRowTests.swift`).
enum DamagedRange {
  /// Rows of every kind, well formed.
  static let rows = """
    INSERT INTO customers (email, created_at) VALUES ('ada@example.com', 1);
    INSERT INTO carts (owner, promotion_code) VALUES ('guest:\(Fixtures.token.value)', NULL);
    INSERT INTO cart_lines (owner, position, sku, quantity) VALUES ('guest:\(Fixtures.token.value)', 0, 'DAI-001', 2);
    INSERT INTO promotions (code, percent_off, amount_off_minor, currency, minimum_minor, expires_at) VALUES ('FIVEOFF', NULL, 500, 'EUR', 0, 1);
    """

  /// The SQL that lets `kind` store a value its CHECK constraints refuse (a cart line's quantity
  /// is the one range a constraint holds).
  static func checksOff(on kind: StorageKind) -> String {
    kind == .postgres
      ? "ALTER TABLE cart_lines DROP CONSTRAINT cart_lines_quantity_check"
      : "PRAGMA ignore_check_constraints = 1"
  }

  /// Each edit: the table, what it sets, the field the error must name, and the record.
  static let edits = [
    ("cart_lines", "quantity = 0", "quantity", "cart line"),
    ("cart_lines", "quantity = -3", "quantity", "cart line"),
    ("cart_lines", "quantity = 11", "quantity", "cart line"),
    ("cart_lines", "quantity = 2147483647", "quantity", "cart line"),
    ("promotions", "expires_at = -9223372036854775808", "expiresAt", "promotion FIVEOFF"),
    ("promotions", "expires_at = -9223372036854775000", "expiresAt", "promotion FIVEOFF"),
    ("promotions", "expires_at = 9223372036854775807", "expiresAt", "promotion FIVEOFF"),
    ("promotions", "expires_at = 253402300800000", "expiresAt", "promotion FIVEOFF"),
    ("customers", "created_at = -9223372036854775808", "createdAt", "customer ada@example.com"),
    ("customers", "created_at = -62135596800001", "createdAt", "customer ada@example.com"),
  ]

  /// Timestamps a session cannot have started at.
  static let sessionStarts: [Int64] = [
    .min, .min + 998, -62_135_596_800_001, 253_402_300_800_000, .max,
  ]

  /// Reads every record back, which must work, runs `edit`, and expects the reads to name the
  /// record and `field`: one of them reads the edited row.
  static func expectRefusal(
    of repositories: Repositories, after edit: () throws -> Void, naming field: String,
    record: String
  ) async throws {
    let (carts, promotions, authenticator) = (
      repositories.carts, repositories.promotions, repositories.authenticator
    )
    let ada = try Email("ada@example.com")
    #expect(try await carts.cart(for: .guest(Fixtures.token)).lines.map(\.quantity) == [2])
    #expect(try await promotions.all().count == 1)
    _ = try await authenticator.authenticate(ada, at: Timestamp(millisecondsSince1970: 5))
    try edit()
    var reasons: [String] = []
    do { _ = try await carts.cart(for: .guest(Fixtures.token)) } catch {
      reasons.append(error.reason)
    }
    do { _ = try await promotions.all() } catch {
      if case .storage(let error) = error { reasons.append(error.reason) }
    }
    do {
      _ = try await promotions.promotion(PromotionCode("FIVEOFF"))
    } catch let error as StorageError { reasons.append(error.reason) }
    do {
      _ = try await authenticator.authenticate(ada, at: Timestamp(millisecondsSince1970: 5))
    } catch { if case .storage(let error) = error { reasons.append(error.reason) } }
    #expect(!reasons.isEmpty)
    for reason in reasons {
      #expect(reason.contains(record) && reason.contains("(\(field))"), "\(reason)")
    }
  }

  /// Starts a session at `milliseconds` by hand, with `sql` run where the shop's tables are,
  /// and expects reading it back to name the session's `startedAt`.
  static func expectRefusedSession(
    _ sessions: any SessionRepository, startingAt milliseconds: Int64,
    by sql: (String) throws -> Void
  ) async throws {
    try sql("INSERT INTO customers (email, created_at) VALUES ('ada@example.com', 1)")
    try sql(
      "INSERT INTO sessions (token, email, started_at, last_used_at) VALUES ('\(Fixtures.token.value)', 'ada@example.com', \(milliseconds), 1)"
    )
    let error = await #expect(throws: StorageError.self) { try await sessions.current() }
    #expect(error?.reason.contains("session") == true, "\(String(describing: error))")
    #expect(error?.reason.contains("(startedAt)") == true, "\(String(describing: error))")
  }
}

@Suite("Reading numbers outside the Domain's ranges back from storage")
struct StoredRangeTests {
  @Test(
    "a row edited outside a range is a storage error naming the record and the field",
    arguments: StorageKind.keepingRows, DamagedRange.edits)
  func damagedRow(
    kind: StorageKind, edit: (table: String, assignment: String, field: String, record: String)
  ) async throws {
    let repositories = try kind.make()
    let runSQL = try #require(repositories.runSQL)
    try runSQL(DamagedRange.rows)
    try await DamagedRange.expectRefusal(
      of: repositories,
      after: {
        try runSQL(
          "\(DamagedRange.checksOff(on: kind)); UPDATE \(edit.table) SET \(edit.assignment)")
      }, naming: edit.field, record: edit.record)
  }

  @Test(
    "a session started outside the calendar is a storage error naming startedAt",
    arguments: StorageKind.keepingRows, DamagedRange.sessionStarts)
  func damagedSession(kind: StorageKind, milliseconds: Int64) async throws {
    let repositories = try kind.make()
    try await DamagedRange.expectRefusedSession(
      repositories.sessions, startingAt: milliseconds, by: try #require(repositories.runSQL))
  }
}
