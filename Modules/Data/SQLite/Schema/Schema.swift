/// The app's schema, as the list of migrations that build it from an empty file.
enum Schema {
  /// The mark in every file the shop makes (`PRAGMA application_id`): "Shop" in ASCII. It tells
  /// the shop's files from other apps' SQLite files, which it must never change.
  static let applicationID = 0x5368_6F70

  static let migrations: [Migration] = [
    Migration(version: 1, sql: products),
    Migration(version: 2, sql: accountsAndCarts),
    Migration(version: 3, sql: promotions),
    Migration(version: 4, sql: orders),
    Migration(version: 5, sql: analytics),
    Migration(version: 6, sql: wishlists),
    Migration(version: 7, sql: strictTables, remakesTables: true),
    Migration(version: 8, sql: sessionsByToken),
    Migration(version: 9, sql: searchIndex),
    Migration(version: 10, sql: "", refoldsText: true),
    Migration(version: searchIndexVersion, sql: compactSearchIndex),
  ]

  /// The version a database has after every migration ran.
  static var latestVersion: Int { migrations.last?.version ?? 0 }

  /// A private in-memory database that `migrations` (the shop's unless a test's) up to `version`
  /// ran in.
  static func scratch(upTo version: Int, of migrations: [Migration] = Schema.migrations)
    throws(SQLiteError) -> SQLiteConnection
  {
    let scratch = try SQLiteConnection(path: ":memory:")
    for migration in migrations where migration.version <= version {
      try scratch.execute(migration.sql)
    }
    return scratch
  }

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

  /// Migration 2: customers, the one current session, and carts. The guest's cart is the row
  /// whose owner is `guest`, a value no email can take.
  private static let accountsAndCarts = """
    CREATE TABLE customers (
      email      TEXT    NOT NULL PRIMARY KEY,
      created_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE session (
      id         INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
      email      TEXT    NOT NULL REFERENCES customers (email),
      started_at INTEGER NOT NULL
    );
    CREATE TABLE carts (
      owner          TEXT NOT NULL PRIMARY KEY,
      promotion_code TEXT
    ) WITHOUT ROWID;
    CREATE TABLE cart_lines (
      owner    TEXT    NOT NULL REFERENCES carts (owner) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      sku      TEXT    NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
      PRIMARY KEY (owner, position),
      UNIQUE (owner, sku)
    ) WITHOUT ROWID;
    """

  /// Migration 3: promotion codes, which come with the catalog feed.
  private static let promotions = """
    CREATE TABLE promotions (
      code             TEXT    NOT NULL PRIMARY KEY,
      percent_off      INTEGER CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_minor INTEGER CHECK (amount_off_minor > 0),
      currency         TEXT    NOT NULL,
      minimum_minor    INTEGER NOT NULL CHECK (minimum_minor >= 0),
      expires_at       INTEGER NOT NULL,
      CHECK ((percent_off IS NULL) <> (amount_off_minor IS NULL))
    ) WITHOUT ROWID;
    """

  /// Migration 4: orders and their lines. Lines keep the name and unit price of the day, so
  /// history does not change with the catalog. The index serves the keyset pages of a customer's
  /// orders, newest first.
  private static let orders = """
    CREATE TABLE orders (
      id              TEXT    NOT NULL PRIMARY KEY,
      customer        TEXT    NOT NULL REFERENCES customers (email),
      status          TEXT    NOT NULL CHECK (status IN ('placed', 'shipped', 'delivered', 'cancelled')),
      placed_at       INTEGER NOT NULL,
      currency        TEXT    NOT NULL,
      subtotal_minor  INTEGER NOT NULL,
      discount_minor  INTEGER NOT NULL,
      shipping_minor  INTEGER NOT NULL,
      total_minor     INTEGER NOT NULL,
      promotion_code  TEXT
    ) WITHOUT ROWID;
    CREATE INDEX orders_by_customer ON orders (customer, placed_at, id);
    CREATE TABLE order_lines (
      order_id         TEXT    NOT NULL REFERENCES orders (id),
      position         INTEGER NOT NULL,
      sku              TEXT    NOT NULL,
      name             TEXT    NOT NULL,
      unit_price_minor INTEGER NOT NULL,
      quantity         INTEGER NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (order_id, position)
    ) WITHOUT ROWID;
    """

  /// Migration 5: the analytics log, written by the app's analytics recorder; the rest of the
  /// app never reads it.
  private static let analytics = """
    CREATE TABLE analytics_events (
      id          INTEGER NOT NULL PRIMARY KEY,
      name        TEXT    NOT NULL,
      detail      TEXT    NOT NULL,
      recorded_at INTEGER NOT NULL
    );
    """

  /// Migration 6: each customer's wishlist, one row per saved SKU, in the order saved.
  private static let wishlists = """
    CREATE TABLE wishlist_items (
      customer TEXT    NOT NULL REFERENCES customers (email),
      position INTEGER NOT NULL,
      sku      TEXT    NOT NULL,
      PRIMARY KEY (customer, position),
      UNIQUE (customer, sku)
    ) WITHOUT ROWID;
    """

  /// Migration 8: sessions by token. Each front end keeps a token of its own, and a session and a
  /// guest cart (the cart whose owner is `guest:` and the token) belong to one, so two terminals
  /// on one database are two visitors. `last_used_at` lets the shop forget tokens nobody used for
  /// 30 days. The one session of before is ended: no terminal holds a token naming it, and who
  /// is signed in is never guessed; the customer's cart stays theirs for their next sign-in. The
  /// one guest cart of before (owner `guest`) is kept for the first token the shop adds, which
  /// on a file one person uses is that person's next sign-in or cart change.
  private static let sessionsByToken = """
    CREATE TABLE sessions (
      token        TEXT    NOT NULL PRIMARY KEY,
      email        TEXT    REFERENCES customers (email),
      started_at   INTEGER,
      last_used_at INTEGER NOT NULL,
      CHECK ((email IS NULL) = (started_at IS NULL))
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX sessions_by_last_use ON sessions (last_used_at);
    DROP TABLE session;
    """

  // Migration 10 changes no table: it folds every product's keys and search text again
  // (`Refold`), since `FoldedText` now folds every cased script, Greek and Cyrillic included,
  // and leaves out what shows nothing, so categories that read the same are one.

  /// Migration 9: search and categories served by indexes, so they cost what their answer costs
  /// at any size of catalog (see Benchmarks.md for the plans, and why each was chosen).
  ///
  /// - `product_search` is an FTS5 index of trigrams over each product's folded `search_text`:
  ///   it finds the products holding a word of three letters or more without reading the others.
  ///   Its content is `searchable_products`, which numbers the products (FTS5 keys rows by
  ///   integer; `products` is keyed by SKU) and keeps the text indexed, so an update can take
  ///   the old text out. (Its name does not start with `product_search_`: those are FTS5's own
  ///   tables, which the checks on open leave to SQLite.) Migration 11 made the index again
  ///   (`compactSearchIndex`).
  /// - The four indexes a page walks carry `search_text` too, so a search for a common word
  ///   reads only the index until a page is full, and not each product it passes over.
  /// - `products_by_category_spelling` lets the category list step from one category to the
  ///   next instead of reading every product.
  private static let searchIndex = """
    CREATE TABLE searchable_products (
      id          INTEGER NOT NULL PRIMARY KEY,
      sku         TEXT    NOT NULL UNIQUE,
      search_text TEXT    NOT NULL
    ) STRICT;
    CREATE VIRTUAL TABLE product_search USING fts5(search_text, content = 'searchable_products', content_rowid = 'id', tokenize = 'trigram');
    INSERT INTO searchable_products (sku, search_text) SELECT sku, search_text FROM products ORDER BY sku;
    INSERT INTO product_search (product_search) VALUES ('rebuild');
    DROP INDEX products_by_name;
    DROP INDEX products_by_price;
    DROP INDEX products_by_category_name;
    DROP INDEX products_by_category_price;
    CREATE INDEX products_by_name ON products (name_key, sku, search_text);
    CREATE INDEX products_by_price ON products (price_minor, sku, search_text);
    CREATE INDEX products_by_category_name ON products (category_key, name_key, sku, search_text);
    CREATE INDEX products_by_category_price ON products (category_key, price_minor, sku, search_text);
    CREATE INDEX products_by_category_spelling ON products (category_key, category);
    """
}
