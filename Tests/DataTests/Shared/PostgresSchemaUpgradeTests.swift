import PostgresTestServer
import ShopData
import ShopDomain
import Testing

@testable import ShopPostgres

/// Every earlier PostgreSQL schema version upgrades to the current one with its data kept, as
/// SQLite files do (`SchemaUpgradeTests`).
@Suite("Upgrading older PostgreSQL schemas")
struct PostgresSchemaUpgradeTests {
  /// A search whose walk of one entry finds nothing reads its page from the search indexes,
  /// which must hold the products written before the upgrade.
  @Test(
    "a schema made by each earlier version migrates to the latest and keeps its products, found by the search indexes",
    .needsPostgresServer,
    arguments: PostgresSchema.migrations.map(\.version).dropLast())
  func upgradesFrom(version: Int) async throws {
    let schema = try ScratchSchema()
    let rows = """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock,
        name_key, category_key, search_text)
      VALUES ('OLD-001', 'Made before the upgrade', '', 'Old', 100, 'EUR', 1,
        'made before the upgrade', 'old', 'made before the upgrade '),
        ('OLD-000', 'Aardvark', '', 'Old', 100, 'EUR', 1, 'aardvark', 'old', 'aardvark ');
      """
    try TestServer.execute(Self.schema(schema, upTo: version, rows: rows))

    let database = try PostgresDatabase(
      url: schema.url, searchBudget: SearchBudget(candidates: 0, walk: 1))
    let products = SQLProductRepository(database: SQLDatabase(database))
    let product = try await products.product(SKU("OLD-001"))
    #expect(product?.name == "Made before the upgrade")
    for sort in [ProductSort.name, .price] {
      let page = try await products.page(ProductQuery(terms: SearchTerms("upgrade"), sort: sort))
      #expect(page.items.map(\.sku.value) == ["OLD-001"], "\(sort)")
    }
    #expect(
      try TestServer.integers(
        "SELECT version FROM \(schema.name).shop_schema_migrations ORDER BY version")
        == PostgresSchema.migrations.map(\.version))
  }

  /// A customer's rows written before sessions had tokens (the last version without them) are
  /// read back through the repositories after the upgrade, as the shop reads them.
  @Test(
    "a customer's cart, order and wishlist written before tokens are read back after the upgrade",
    .needsPostgresServer)
  func customerRowsKept() async throws {
    let schema = try ScratchSchema()
    try TestServer.execute(Self.schema(schema, upTo: Self.beforeTokens, rows: ""))
    // Written as a shop at that version wrote them: a product, and Ada's rows that name it.
    try TestServer.execute(
      """
      SET search_path TO \(schema.name);
      INSERT INTO products VALUES ('OLD-001', 'Made before the upgrade', '', 'Old', 100, 'EUR', 1,
        'made before the upgrade', 'old', 'made before the upgrade ');
      INSERT INTO customers VALUES ('ada@example.com', 1);
      UPDATE session SET email = 'ada@example.com', started_at = 2;
      INSERT INTO promotions VALUES ('SAVE10', 10, NULL, 'EUR', 0, 4102444800000);
      INSERT INTO carts VALUES ('ada@example.com', 'SAVE10');
      INSERT INTO cart_lines VALUES ('ada@example.com', 0, 'OLD-001', 2);
      INSERT INTO orders VALUES ('O-OLD', 'ada@example.com', 'placed', 3, 'EUR', 100, 0, 490, 590, NULL);
      INSERT INTO order_lines VALUES ('O-OLD', 0, 'OLD-001', 'Made before the upgrade', 100, 1);
      INSERT INTO wishlist_items VALUES ('ada@example.com', 0, 'OLD-001');
      """)

    let shop = SQLDatabase(try PostgresDatabase(url: schema.url))
    let ada = try Email("ada@example.com")
    let order = try await SQLOrderRepository(database: shop).order(OrderID("O-OLD"))
    #expect(order?.lines.map(\.sku.value) == ["OLD-001"])
    #expect(order?.total.minorUnits == 590)
    let cart = try await SQLCartRepository(database: shop).cart(for: .customer(ada))
    #expect(cart.lines.map { "\($0.sku.value) ×\($0.quantity)" } == ["OLD-001 ×2"])
    #expect(cart.promotionCode?.value == "SAVE10")
    #expect(
      try await SQLWishlistRepository(database: shop).wishlist(for: ada).skus == [SKU("OLD-001")])
  }

  /// The last version before sessions by token (migration 7).
  private static let beforeTokens = 6

  /// A schema saved under an earlier fold holds keys today's fold would not make: the upgrade
  /// folds them again, as on SQLite (`SchemaUpgradeTests.refoldsOnUpgrade`).
  @Test(
    "a schema folded by the earlier rule finds Greek text after the upgrade",
    .needsPostgresServer)
  func refoldsOnUpgrade() async throws {
    let schema = try ScratchSchema()
    // As the earlier fold left them: lowercased, tonos and final sigma kept, fillers kept.
    let rows = """
      INSERT INTO products VALUES
        ('G-1', 'Ελληνικός καφές', '', 'Ποτά', 100, 'EUR', 1, 'ελληνικός καφές', 'ποτά', 'ελληνικός καφές '),
        ('D-1', 'Milk', '', 'Dai\u{3164}ry', 100, 'EUR', 1, 'milk', 'dai\u{3164}ry', 'milk '),
        ('D-2', 'Milk', '', 'Dairy', 100, 'EUR', 1, 'milk', 'dairy', 'milk ');
      """
    try TestServer.execute(Self.schema(schema, upTo: Self.beforeRefolding, rows: rows))

    let products = SQLProductRepository(
      database: SQLDatabase(try PostgresDatabase(url: schema.url)))
    for word in ["καφες", "ΚΑΦΕΣ", "ελληνικος"] {
      let page = try await products.page(ProductQuery(terms: SearchTerms(word)))
      #expect(page.items.map(\.sku.value) == ["G-1"], "\(word)")
    }
    #expect(try await products.categories().map(\.name) == ["Dairy", "Ποτά"])
  }

  /// A later change of the fold refolds a schema whose search entries are today's: they are
  /// kept in step as the writer keeps them, so the server's search indexes find the new fold.
  @Test(
    "a refold after the search entries were made keeps them in step", .needsPostgresServer)
  func laterRefoldKeepsEntries() async throws {
    let schema = try ScratchSchema()
    let database = try PostgresDatabase(url: schema.url)
    let connection = try PostgresConnection(url: schema.url, through: LibPQ.load())
    // As an earlier fold left a product: its row and its search entry alike.
    try connection.execute(
      """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
        VALUES ('G-1', 'Ελληνικός καφές', '', 'Ποτά', 100, 'EUR', 1, 'ελληνικός καφές', 'ποτά', 'ελληνικός καφές ');
      INSERT INTO search_entries (sku, name_key, price_minor, category_key, search_text)
        VALUES ('G-1', 'ελληνικός καφές', 100, 'ποτά', 'ελληνικός καφές ');
      """)
    try connection.transaction { connection in
      try PostgresMigrator.refold(connection, at: PostgresSchema.latestVersion + 1)
    }

    let products = SQLProductRepository(database: SQLDatabase(database))
    for word in ["καφες", "ΚΑΦΕΣ Ελ", "φες"] {
      let page = try await products.page(ProductQuery(terms: SearchTerms(word)))
      #expect(page.items.map(\.sku.value) == ["G-1"], "\(word)")
    }
    // A catalog this small is searched by a walk of `products`, whatever its entries hold.
    let apart = try SQLConnection(connection).rows(
      """
      SELECT count(*) FROM search_entries JOIN products USING (sku)
      WHERE (search_entries.name_key, search_entries.category_key, search_entries.search_text)
        IS DISTINCT FROM (products.name_key, products.category_key, products.search_text)
      """, []
    ) { row in try row.int(0) }
    #expect(apart == [0])
  }

  /// The last version whose keys the earlier fold made.
  private static let beforeRefolding = 8

  /// The SQL that makes `schema` as the migrations up to `version` left it, each recorded, with
  /// `rows` of products written as version 1 wrote them and carried on by each later migration,
  /// as a shop that has run since then holds them: a table a later migration fills from
  /// `products` (migration 11's `search_entries`) holds them too, whatever migrations follow.
  private static func schema(_ schema: ScratchSchema, upTo version: Int, rows: String) -> String {
    var sql = "SET search_path TO \(schema.name);" + PostgresSchema.markerTable
    for migration in PostgresSchema.migrations where migration.version <= version {
      sql += migration.sql
      if migration.version == 1 { sql += rows }
      sql += "INSERT INTO shop_schema_migrations (version) VALUES (\(migration.version));"
    }
    return sql
  }

  @Test("migrations are numbered 1, 2, 3… with no gap")
  func migrationsAreConsecutive() {
    #expect(
      PostgresSchema.migrations.map(\.version) == Array(1...PostgresSchema.migrations.count))
  }
}
