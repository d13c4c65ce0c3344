/// The app's schema, as the list of migrations that build it from an empty file.
enum Schema {
  static let migrations: [Migration] = [
    Migration(version: 1, sql: products)
  ]

  /// The version a database has after every migration ran.
  static var latestVersion: Int { migrations.last?.version ?? 0 }

  /// Migration 1: the catalog. The folded `name_key` and `search_text` columns are computed by
  /// Domain's `FoldedText` on write, so SQL compares the same forms the in-memory repository does.
  /// Each index serves one keyset order, with `sku` last to make the order total.
  private static let products = """
    CREATE TABLE products (
      sku          TEXT    NOT NULL PRIMARY KEY,
      name         TEXT    NOT NULL,
      description  TEXT    NOT NULL,
      category     TEXT    NOT NULL,
      price_minor  INTEGER NOT NULL CHECK (price_minor >= 0),
      currency     TEXT    NOT NULL,
      stock        INTEGER NOT NULL CHECK (stock >= 0),
      name_key     TEXT    NOT NULL,
      category_key TEXT    NOT NULL,
      search_text  TEXT    NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX products_by_name ON products (name_key, sku);
    CREATE INDEX products_by_price ON products (price_minor, sku);
    CREATE INDEX products_by_category_name ON products (category_key, name_key, sku);
    CREATE INDEX products_by_category_price ON products (category_key, price_minor, sku);
    """
}
