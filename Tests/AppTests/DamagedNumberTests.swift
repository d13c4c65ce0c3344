import Foundation
import Testing

@testable import ShopData

/// A number edited by hand into the file, outside what the shop could have written (with the
/// CHECK constraints off, as a file from before them could hold), is damage: the command exits
/// 74 with one sentence naming the record and the field, never a trap with a backtrace from a
/// sum, a product or a date that overflowed.
@Suite("Damaged numbers in the database")
struct DamagedNumberTests {
  let shop = ShopProcess()

  /// A signed-in customer with one placed order and a cart line, then `edit` run on the file.
  private func damage(with edit: String) async throws {
    try await shop.arrange { states in
      try await states.placedOrder([("DAI-001", 2)])
      try await states.signedInWithCart([("DAI-002", 1)])
    }
    try SQLDatabase(SQLiteDatabase(path: shop.databasePath)).write { connection in
      try connection.run("PRAGMA ignore_check_constraints = 1")
      try connection.run(edit)
    }
  }

  @Test(
    "each command reading a number out of range exits 74 naming the field, without a trap",
    arguments: [
      ("UPDATE order_lines SET unit_price_minor = 9223372036854775807", ["orders"], "unitPrice"),
      ("UPDATE order_lines SET quantity = 9223372036854775807", ["orders"], "quantity"),
      ("UPDATE orders SET placed_at = -9223372036854775808", ["orders"], "placedAt"),
      ("UPDATE orders SET total_minor = -1", ["--json", "orders"], "total"),
      (
        "UPDATE sessions SET started_at = -9223372036854775000 WHERE email IS NOT NULL", ["whoami"],
        "startedAt"
      ),
      ("UPDATE promotions SET expires_at = 9223372036854775807", ["promotions"], "expiresAt"),
      ("UPDATE cart_lines SET quantity = 9223372036854775807", ["cart"], "quantity"),
      ("UPDATE cart_lines SET quantity = -3", ["cart"], "quantity"),
      (
        "UPDATE customers SET created_at = -9223372036854775808",
        CommandLines.signIn("ada@example.com"),
        "createdAt"
      ),
    ])
  func refused(edit: String, command: [String], field: String) async throws {
    try await damage(with: edit)
    let result = try shop.run(command)
    #expect(result.exitedNormally, "\(result.stderr)")
    result.expectFailure(74, saying: "(\(field))")
    #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
