import PostgresTestServer
import ShopDomain
import Testing

@testable import ShopPostgres

/// Every earlier PostgreSQL schema version upgrades to the current one with its data kept, as
/// SQLite files do (`SchemaUpgradeTests`).
@Suite("Upgrading older PostgreSQL schemas")
struct PostgresSchemaUpgradeTests {
  @Test(
    "a schema made by each earlier version migrates to the latest and keeps its products",
    .needsPostgresServer,
    arguments: PostgresSchema.migrations.map(\.version).dropLast())
  func upgradesFrom(version: Int) async throws {
    let schema = try ScratchSchema()
    var sql = "SET search_path TO \(schema.name);" + PostgresSchema.markerTable
    for migration in PostgresSchema.migrations where migration.version <= version {
      sql += migration.sql
      sql += "INSERT INTO shop_schema_migrations (version) VALUES (\(migration.version));"
    }
    sql += """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock,
        name_key, category_key, search_text)
      VALUES ('OLD-001', 'Made before the upgrade', '', 'Old', 100, 'EUR', 1,
        'made before the upgrade', 'old', 'made before the upgrade ');
      """
    try TestServer.execute(sql)

    let database = try PostgresDatabase(url: schema.url)
    let product = try await PostgresProductRepository(database: database).product(SKU("OLD-001"))
    #expect(product?.name == "Made before the upgrade")
    #expect(
      try TestServer.integers(
        "SELECT version FROM \(schema.name).shop_schema_migrations ORDER BY version")
        == PostgresSchema.migrations.map(\.version))
  }

  @Test("migrations are numbered 1, 2, 3… with no gap")
  func migrationsAreConsecutive() {
    #expect(
      PostgresSchema.migrations.map(\.version) == Array(1...PostgresSchema.migrations.count))
  }
}
