import Foundation
import ShopDomain
import Testing

@testable import ShopData

/// Every earlier schema version upgrades to the current one with its data kept: a file made by
/// an older `shop` is migrated in place the first time a newer one opens it.
@Suite("Upgrading older databases")
struct SchemaUpgradeTests {
  let temporary = TemporaryFile("upgrade.sqlite")

  @Test(
    "a database made by each earlier version opens, migrates to the latest and keeps its products",
    arguments: Schema.migrations.map(\.version).dropLast())
  func upgradesFrom(version: Int) async throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: version)

    let database = try Database(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    let product = try await SQLiteProductRepository(database: database).product(SKU("OLD-001"))
    #expect(product?.name == "Made before the upgrade")
    #expect(
      try database.count("SELECT count(*) FROM sqlite_schema WHERE name = 'orders'") == 1)
  }

  @Test("migrations are numbered 1, 2, 3… with no gap, so user_version names one schema")
  func migrationsAreConsecutive() {
    #expect(Schema.migrations.map(\.version) == Array(1...Schema.migrations.count))
  }

  /// A file as a `shop` whose newest migration was `version` left it, with one product in it.
  private static func makeDatabase(at path: String, upTo version: Int) throws {
    let connection = try SQLiteConnection(path: path)
    for migration in Schema.migrations where migration.version <= version {
      try connection.execute(migration.sql)
    }
    try connection.execute("PRAGMA user_version = \(version)")
    try connection.statement(
      """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
      VALUES ('OLD-001', 'Made before the upgrade', '', 'Old', 100, 'EUR', 1, 'made before the upgrade', 'old', 'made before the upgrade')
      """
    ).run()
  }
}
