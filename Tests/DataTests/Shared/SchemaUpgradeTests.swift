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
    "a database made by each earlier version migrates to a new one's schema and keeps its products",
    arguments: Schema.migrations.map(\.version).dropLast())
  func upgradesFrom(version: Int) async throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: version)

    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    let product = try await SQLProductRepository(database: SQLDatabase(database)).product(
      SKU("OLD-001"))
    #expect(product?.name == "Made before the upgrade")
    // Its tables and indexes are a new file's, word for word, as the migrations make them.
    #expect(
      try MadeSchema.of(SQLiteConnection(path: path)) == MadeSchema.atVersion(Schema.latestVersion))
  }

  @Test("migrations are numbered 1, 2, 3… with no gap, so user_version names one schema")
  func migrationsAreConsecutive() {
    #expect(Schema.migrations.map(\.version) == Array(1...Schema.migrations.count))
  }

  /// Version 7 makes every table again as a STRICT table: nothing may be lost on the way.
  @Test("a file from before STRICT tables keeps every row of every table, with its indexes")
  func strictUpgradeKeepsRows() async throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: Self.beforeStrictTables)
    let connection = try SQLiteConnection(path: path)
    try connection.execute(Self.oneRowInEveryOtherTable)
    let columns = try Self.columns(SQLConnection(connection))
    let before = try Self.rows(SQLConnection(connection), of: columns)

    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    // Every table the file had keeps its rows, unless a later migration dropped it (the one
    // session of before tokens); a table a later migration added starts empty, but the search
    // index, which holds each product's text.
    let after = try SQLDatabase(database).read { connection in
      // The columns each table had before: one a later migration adds holds nothing to compare.
      let now = try Self.columns(connection)
      let kept = columns.filter { now[$0.key] != nil }
      return try Self.rows(connection, of: now.merging(kept) { _, old in old })
    }
    #expect(after.filter { before[$0.key] != nil } == before.filter { after[$0.key] != nil })
    let added = after.filter { before[$0.key] == nil }
    #expect(added.filter { $0.key != "search_entries" }.values.allSatisfy { $0.isEmpty })
    #expect(added["search_entries"]?.count == 1)
    let made = try MadeSchema.atVersion(Schema.latestVersion)
    #expect(
      try database.count(
        "SELECT count(*) FROM pragma_table_list WHERE type = 'table' AND strict = 0 AND name NOT LIKE 'sqlite_%'"
      )
        == 0)
    #expect(made.tables.keys.contains("product_search"))
    #expect(try database.isIntact())
    #expect(try database.count("SELECT count(*) FROM pragma_foreign_key_check") == 0)
    #expect(
      try database.count(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL")
        == made.indexes.count)
    // Each row read back through its repository, as the shop reads it after the upgrade.
    let shop = SQLDatabase(database)
    let ada = try Email("ada@example.com")
    let order = try await SQLOrderRepository(database: shop).order(OrderID("O-OLD"))
    #expect(order?.lines.map(\.sku.value) == ["OLD-001"])
    let cart = try await SQLCartRepository(database: shop).cart(for: .customer(ada))
    #expect(cart.lines.map { "\($0.sku.value) ×\($0.quantity)" } == ["OLD-001 ×2"])
    #expect(cart.promotionCode?.value == "SAVE10")
    #expect(
      try await SQLWishlistRepository(database: shop).wishlist(for: ada).skus == [SKU("OLD-001")])
  }

  /// Migration 7 drops each old table; with foreign keys on, dropping `carts` would cascade into
  /// the lines of every cart. Whatever the connection had, migrations run with them off.
  @Test("an upgrade keeps every cart line even on a connection with foreign keys on")
  func upgradeWithForeignKeysOn() throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: Self.beforeStrictTables)
    let connection = try SQLiteConnection(path: path)
    try connection.execute(Self.oneRowInEveryOtherTable)
    try connection.execute("PRAGMA foreign_keys = ON")

    try SQLiteDatabase.bringUpToDate(connection, path: path)
    #expect(try connection.integers("PRAGMA user_version") == [Schema.latestVersion])
    #expect(try connection.integers("SELECT count(*) FROM cart_lines") == [1])
    #expect(try connection.integers("SELECT count(*) FROM pragma_foreign_key_check") == [0])
  }

  /// An owner may remake one of the shop's tables with its columns in another order (reads name
  /// their columns, so the shop works on); the upgrade copies each value into its own column.
  @Test("a table whose columns the owner reordered upgrades with each value in its own column")
  func reorderedColumns() async throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: Self.beforeStrictTables)
    let connection = try SQLiteConnection(path: path)
    try connection.execute(
      """
      PRAGMA application_id = \(Schema.applicationID);
      CREATE TABLE reordered (
        category TEXT NOT NULL, name TEXT NOT NULL, sku TEXT NOT NULL PRIMARY KEY,
        stock INTEGER NOT NULL, price_minor INTEGER NOT NULL, description TEXT NOT NULL,
        currency TEXT NOT NULL, search_text TEXT NOT NULL, category_key TEXT NOT NULL,
        name_key TEXT NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO reordered (category, name, sku, stock, price_minor, description, currency, search_text, category_key, name_key)
        SELECT category, name, sku, stock, price_minor, description, currency, search_text, category_key, name_key FROM products;
      DROP TABLE products;
      ALTER TABLE reordered RENAME TO products;
      """)

    let product = try await SQLProductRepository(database: SQLDatabase(SQLiteDatabase(path: path)))
      .product(SKU("OLD-001"))
    #expect(product?.name == "Made before the upgrade")
    #expect(product?.category.name == "Old")
    #expect(product?.price.minorUnits == 100 && product?.stock == 1)
  }

  /// What the owner attached to the shop's tables survives their being made again.
  @Test("an upgrade keeps the owner's views, triggers and indexes, and they still work")
  func ownersObjectsKept() throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: Self.beforeStrictTables)
    let connection = try SQLiteConnection(path: path)
    try connection.execute(
      """
      PRAGMA application_id = \(Schema.applicationID);
      CREATE TABLE price_log (sku TEXT, price INTEGER);
      CREATE INDEX "owner's index" ON products (stock, sku);
      CREATE VIEW cheap AS SELECT sku FROM products WHERE price_minor < 500;
      CREATE TRIGGER log_prices AFTER UPDATE OF price_minor ON products
        BEGIN INSERT INTO price_log VALUES (new.sku, new.price_minor); END;
      """)
    let owners =
      "SELECT type || name || sql FROM sqlite_schema WHERE name IN ('owner''s index', 'cheap', 'log_prices') ORDER BY name"
    let before = try connection.texts(owners)

    let database = try SQLiteDatabase(path: path)
    #expect(try database.count("PRAGMA user_version") == Schema.latestVersion)
    #expect(
      try SQLDatabase(database).read { connection in try connection.rows(owners) { try $0.text(0) }
      }
        == before)
    #expect(try database.count("SELECT count(*) FROM cheap") == 1)
    try database.execute("UPDATE products SET price_minor = 200")
    #expect(try database.count("SELECT count(*) FROM price_log") == 1)
  }

  /// All the migrations a file lacks run in one transaction: one that fails leaves none of the
  /// earlier ones behind, from whichever version the file had.
  @Test(
    "a row of the wrong type stops the upgrade, and the file stays as it was",
    arguments: [
      ("UPDATE products SET stock = 'ten'", beforeStrictTables),
      ("UPDATE products SET name = x'4f6c64'", beforeStrictTables),
      ("INSERT INTO analytics_events VALUES (1, 'opened', '', 'at noon')", beforeStrictTables),
      ("UPDATE products SET stock = 'ten'", 1),
      ("UPDATE products SET stock = 'ten'", 4),
    ])
  func wrongTypeStopsUpgrade(damage: String, version: Int) throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: version)
    try SQLiteConnection(path: path).execute(damage)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let error = #expect(throws: DatabaseError.self) { try SQLiteDatabase(path: path) }
    guard case .migrationFailed(_, let reason) = error else {
      Issue.record("expected the migration to fail, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("cannot store"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// A product's keys and search text are folded once, when it is saved, so a file saved under
  /// an earlier fold holds text today's fold would not make. The upgrade folds it again: Greek
  /// is found without its accents, and categories that read the same become one.
  @Test("a file folded by the earlier rule finds Greek text after the upgrade, by either plan")
  func refoldsOnUpgrade() async throws {
    let path = temporary.path
    try Self.makeDatabase(at: path, upTo: Self.beforeRefolding)
    // As the earlier fold left them: lowercased, tonos and final sigma kept, fillers kept.
    try SQLiteConnection(path: path).execute(
      """
      INSERT INTO products VALUES
        ('G-1', 'Ελληνικός καφές', '', 'Ποτά', 100, 'EUR', 1, 'ελληνικός καφές', 'ποτά', 'ελληνικός καφές '),
        ('D-1', 'Milk', '', 'Dai\u{3164}ry', 100, 'EUR', 1, 'milk', 'dai\u{3164}ry', 'milk '),
        ('D-2', 'Milk', '', 'Dairy', 100, 'EUR', 1, 'milk', 'dairy', 'milk ');
      INSERT INTO searchable_products (sku, search_text) SELECT sku, search_text FROM products WHERE sku <> 'OLD-001';
      INSERT INTO product_search (product_search) VALUES ('rebuild');
      """)

    let products = SQLProductRepository(database: SQLDatabase(try SQLiteDatabase(path: path)))
    // Words of three letters or more, and the start of a word.
    for word in ["καφες", "ΚΑΦΕΣ", "ελληνικος", "ΚΑΦΈΣ Ελ", "κ"] {
      let page = try await products.page(ProductQuery(terms: SearchTerms(word)))
      #expect(page.items.map(\.sku.value) == ["G-1"], "\(word)")
    }
    #expect(try await products.categories().map(\.name) == ["Dairy", "Old", "Ποτά"])
  }

  /// A later change of the fold refolds a file whose search index is today's: the index is kept
  /// in step as the writer keeps it, so words are found by the new fold and each entry's keys
  /// are its product's.
  @Test("a refold after today's search index was made keeps the index in step")
  func laterRefoldKeepsIndex() async throws {
    let path = temporary.path
    _ = try SQLiteDatabase(path: path)
    let connection = try SQLiteConnection(path: path)
    // As an earlier fold left a product: its row and its index entry alike.
    try connection.execute(
      """
      INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
        VALUES ('G-1', 'Ελληνικός καφές', '', 'Ποτά', 100, 'EUR', 1, 'ελληνικός καφές', 'ποτά', 'ελληνικός καφές ');
      INSERT INTO search_entries (sku, name_key, price_minor, category_key)
        VALUES ('G-1', 'ελληνικός καφές', 100, 'ποτά');
      INSERT INTO product_search (rowid, search_text) VALUES (last_insert_rowid(), ' ελληνικός καφές  ');
      """)
    try connection.transaction(immediate: true) { connection in
      try SQLiteDatabase.refold(connection, at: Schema.latestVersion + 1)
    }

    let products = SQLProductRepository(database: SQLDatabase(try SQLiteDatabase(path: path)))
    for word in ["καφες", "ΚΑΦΕΣ Ελ", "φες"] {
      let page = try await products.page(ProductQuery(terms: SearchTerms(word)))
      #expect(page.items.map(\.sku.value) == ["G-1"], "\(word)")
    }
    let apart = try connection.integers(
      """
      SELECT count(*) FROM search_entries JOIN products USING (sku)
      WHERE (search_entries.name_key, search_entries.category_key)
        IS NOT (products.name_key, products.category_key)
      """)
    #expect(apart == [0])
  }

  /// A key kept folded to compare or sort by (a column named `…_key`) must be folded again when
  /// the fold's rule changes, and `Refold` folds the products' keys and, through the search
  /// index, their entries' copies: a table that keeps one elsewhere fails here until it does.
  @Test("every folded key the schema keeps is one a refold folds again")
  func everyFoldedKeyIsRefolded() throws {
    let refolded: Set = ["products", "search_entries"]
    let database = try SQLiteDatabase(path: ":memory:")
    let tables = try SQLDatabase(database).read { connection in
      try connection.rows(
        """
        SELECT DISTINCT m.name FROM sqlite_schema AS m JOIN pragma_table_info(m.name) AS p
        WHERE m.type = 'table' AND p.name LIKE '%\\_key' ESCAPE '\\'
        """
      ) { row in try row.text(0) }
    }
    #expect(!tables.isEmpty)
    let outside = Set(tables).subtracting(refolded)
    #expect(outside.isEmpty, "Refold does not fold the keys of \(outside.sorted())")
  }

  /// The last version whose tables were not STRICT, which migration 7 makes them.
  static let beforeStrictTables = Schema.strictTablesVersion - 1

  /// The last version whose keys the earlier fold made.
  private static let beforeRefolding = 9

  /// A customer signed in with a cart line, a promotion, an order with its line, a wishlist
  /// item and an analytics event: one row in each table but `products`.
  private static let oneRowInEveryOtherTable = """
    INSERT INTO customers VALUES ('ada@example.com', 1);
    INSERT INTO session VALUES (1, 'ada@example.com', 2);
    INSERT INTO carts VALUES ('ada@example.com', 'SAVE10');
    INSERT INTO cart_lines VALUES ('ada@example.com', 0, 'OLD-001', 2);
    INSERT INTO promotions VALUES ('SAVE10', 10, NULL, 'EUR', 0, 4102444800000);
    INSERT INTO orders VALUES ('O-OLD', 'ada@example.com', 'placed', 3, 'EUR', 100, 0, 490, 590, NULL);
    INSERT INTO order_lines VALUES ('O-OLD', 0, 'OLD-001', 'Made before the upgrade', 100, 1);
    INSERT INTO wishlist_items VALUES ('ada@example.com', 0, 'OLD-001');
    INSERT INTO analytics_events (name, detail, recorded_at) VALUES ('opened', '', 4);
    """

  /// Every table's columns, in order. The search index, FTS5's tables, holds nothing to read
  /// back.
  private static func columns(_ connection: SQLConnection) throws -> [String: [String]] {
    var columns: [String: [String]] = [:]
    for table in try connection.rows(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_search%'",
      [], text)
    {
      columns[table] = try connection.rows(
        "SELECT name FROM pragma_table_info(?1)", [.text(table)], text)
    }
    return columns
  }

  /// Every row of each table of `columns`, as its quoted values of those columns in order: a
  /// column copied into the wrong place changes them, where a count would not.
  private static func rows(_ connection: SQLConnection, of columns: [String: [String]]) throws
    -> [String: [String]]
  {
    var rows: [String: [String]] = [:]
    for (table, names) in columns {
      let row = names.map { "quote(\($0))" }.joined(separator: " || '|' || ")
      rows[table] = try connection.rows("SELECT \(row) FROM \(table) ORDER BY 1", [], text)
    }
    return rows
  }

  private static func text(_ row: any SQLRow) throws -> String { try row.text(0) }

  /// A file as a `shop` whose newest migration was `version` left it, with one product in it.
  private static func makeDatabase(at path: String, upTo version: Int) throws {
    let connection = try SQLiteConnection(path: path)
    for migration in Schema.migrations where migration.version <= version {
      try connection.execute(migration.sql)
      if migration.version == 1 { try connection.execute(oneProduct) }
    }
    try connection.execute("PRAGMA user_version = \(version)")
  }

  /// The product, written as version 1 wrote it: each later migration carries it on, into any
  /// table it fills from `products`, as in a file that has been used since then.
  private static let oneProduct = """
    INSERT INTO products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
    VALUES ('OLD-001', 'Made before the upgrade', '', 'Old', 100, 'EUR', 1, 'made before the upgrade', 'old', 'made before the upgrade')
    """
}
