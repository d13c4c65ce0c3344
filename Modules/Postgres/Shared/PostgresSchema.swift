/// The shop's schema on PostgreSQL, as numbered migrations recorded in `shop_schema_migrations`.
/// The same tables as the SQLite schema, in PostgreSQL's types: `BIGINT` for money and times,
/// and every text column sorted or compared by order `COLLATE "C"`, so the server orders by code
/// point, as SQLite and the in-memory repository do, whatever locale the database was made with.
///
/// Migrations are only ever appended: once released, a migration's SQL never changes.
enum PostgresSchema {
  /// The table whose rows say which migrations ran: its presence marks a schema as the shop's.
  static let marker = "shop_schema_migrations"

  static let migrations: [Migration] = [
    Migration(1, products), Migration(2, accountsAndCarts), Migration(3, promotions),
    Migration(4, orders), Migration(5, analytics), Migration(6, wishlists),
    Migration(7, sessionsByToken), Migration(8, searchIndex),
    // Changes no table: folds every product's keys and search text again, as SQLite's
    // migration 10 does (`Refold`).
    Migration(9, "", refoldsText: true),
    Migration(10, wordStartIndex), Migration(searchEntriesVersion, searchEntries),
  ]

  /// One numbered step: its SQL, and whether every product's folded text is made again after it
  /// because the rule of `FoldedText` changed (`PostgresMigrator.refold`, which keeps the search
  /// entries in step).
  struct Migration {
    let version: Int
    let sql: String
    var refoldsText = false

    init(_ version: Int, _ sql: String, refoldsText: Bool = false) {
      self.version = version
      self.sql = sql
      self.refoldsText = refoldsText
    }
  }

  static var latestVersion: Int { migrations.last?.version ?? 0 }

  /// Made before the first migration, in the same transaction.
  static let markerTable = """
    CREATE TABLE shop_schema_migrations (
      version    INTEGER     NOT NULL PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    """

  /// Migration 1: the catalog. `name_key`, `category_key` and `search_text` are computed by
  /// Domain's `FoldedText` on write, as on SQLite. Each index serves one keyset order.
  private static let products = """
    CREATE TABLE products (
      sku          TEXT   COLLATE "C" NOT NULL PRIMARY KEY,
      name         TEXT   NOT NULL,
      description  TEXT   NOT NULL,
      category     TEXT   COLLATE "C" NOT NULL,
      price_minor  BIGINT NOT NULL CHECK (price_minor >= 0),
      currency     TEXT   NOT NULL,
      stock        BIGINT NOT NULL CHECK (stock >= 0),
      name_key     TEXT   COLLATE "C" NOT NULL,
      category_key TEXT   COLLATE "C" NOT NULL,
      search_text  TEXT   COLLATE "C" NOT NULL
    );
    CREATE INDEX products_by_name ON products (name_key, sku);
    CREATE INDEX products_by_price ON products (price_minor, sku);
    CREATE INDEX products_by_category_name ON products (category_key, name_key, sku);
    CREATE INDEX products_by_category_price ON products (category_key, price_minor, sku);
    """

  /// Migration 2: customers, the session, and carts. Unlike SQLite's, the `session` table held
  /// its one row always (`email` NULL while nobody was signed in), the row every cart change and
  /// sign-in locked then; migration 7 replaced it by `sessions`, one row per token.
  private static let accountsAndCarts = """
    CREATE TABLE customers (
      email      TEXT   COLLATE "C" NOT NULL PRIMARY KEY,
      created_at BIGINT NOT NULL
    );
    CREATE TABLE session (
      id         INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
      email      TEXT    COLLATE "C" REFERENCES customers (email),
      started_at BIGINT,
      CHECK ((email IS NULL) = (started_at IS NULL))
    );
    INSERT INTO session (id) VALUES (1);
    CREATE TABLE carts (
      owner          TEXT COLLATE "C" NOT NULL PRIMARY KEY,
      promotion_code TEXT COLLATE "C"
    );
    CREATE TABLE cart_lines (
      owner    TEXT    COLLATE "C" NOT NULL REFERENCES carts (owner) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      sku      TEXT    COLLATE "C" NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
      PRIMARY KEY (owner, position),
      UNIQUE (owner, sku)
    );
    """

  /// Migration 3: promotion codes, which come with the catalog feed.
  private static let promotions = """
    CREATE TABLE promotions (
      code             TEXT    COLLATE "C" NOT NULL PRIMARY KEY,
      percent_off      INTEGER CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_minor BIGINT  CHECK (amount_off_minor > 0),
      currency         TEXT    NOT NULL,
      minimum_minor    BIGINT  NOT NULL CHECK (minimum_minor >= 0),
      expires_at       BIGINT  NOT NULL,
      CHECK ((percent_off IS NULL) <> (amount_off_minor IS NULL))
    );
    """

  /// Migration 4: orders and their lines, which keep the name and unit price of the day.
  private static let orders = """
    CREATE TABLE orders (
      id             TEXT   COLLATE "C" NOT NULL PRIMARY KEY,
      customer       TEXT   COLLATE "C" NOT NULL REFERENCES customers (email),
      status         TEXT   NOT NULL CHECK (status IN ('placed', 'shipped', 'delivered', 'cancelled')),
      placed_at      BIGINT NOT NULL,
      currency       TEXT   NOT NULL,
      subtotal_minor BIGINT NOT NULL,
      discount_minor BIGINT NOT NULL,
      shipping_minor BIGINT NOT NULL,
      total_minor    BIGINT NOT NULL,
      promotion_code TEXT   COLLATE "C"
    );
    CREATE INDEX orders_by_customer ON orders (customer, placed_at, id);
    CREATE TABLE order_lines (
      order_id         TEXT    COLLATE "C" NOT NULL REFERENCES orders (id),
      position         INTEGER NOT NULL,
      sku              TEXT    COLLATE "C" NOT NULL,
      name             TEXT    NOT NULL,
      unit_price_minor BIGINT  NOT NULL,
      quantity         INTEGER NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (order_id, position)
    );
    """

  /// Migration 5: the analytics log, written by the app's analytics recorder.
  private static let analytics = """
    CREATE TABLE analytics_events (
      id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name        TEXT   NOT NULL,
      detail      TEXT   NOT NULL,
      recorded_at BIGINT NOT NULL
    );
    """

  /// Migration 6: each customer's wishlist, one row per saved SKU, in the order saved.
  private static let wishlists = """
    CREATE TABLE wishlist_items (
      customer TEXT    COLLATE "C" NOT NULL REFERENCES customers (email),
      position INTEGER NOT NULL,
      sku      TEXT    COLLATE "C" NOT NULL,
      PRIMARY KEY (customer, position),
      UNIQUE (customer, sku)
    );
    """

  /// Migration 7: sessions by token, as SQLite's migration 8 (the one session of before ended,
  /// the one guest cart kept for the first token added). A cart change, a sign-in and a sign-out
  /// lock their token's row, and a customer's cart is changed only with the customer's row
  /// locked: terminals of different people never wait for each other.
  private static let sessionsByToken = """
    CREATE TABLE sessions (
      token        TEXT   COLLATE "C" NOT NULL PRIMARY KEY,
      email        TEXT   COLLATE "C" REFERENCES customers (email),
      started_at   BIGINT,
      last_used_at BIGINT NOT NULL,
      CHECK ((email IS NULL) = (started_at IS NULL))
    );
    CREATE INDEX sessions_by_last_use ON sessions (last_used_at);
    DROP TABLE session;
    """

  /// Migration 8: search and categories served by indexes, as SQLite's migration 9. `pg_trgm`
  /// (a trusted extension that comes with the server) gives a GIN index of trigrams that serves
  /// `search_text LIKE '%word%'`; the planner weighs it against walking the order's index, by the
  /// statistics a catalog import refreshes. The extension is made in the shop's schema unless the
  /// database has it already, wherever that is, so its operator class is named by its schema.
  /// `products_by_category_spelling` lets the category list step from one category to the next.
  private static let searchIndex = """
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DO $$
    DECLARE trigrams text;
    BEGIN
      SELECT quote_ident(n.nspname) INTO trigrams FROM pg_extension e
        JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
      EXECUTE format(
        'CREATE INDEX products_by_search ON products USING gin (search_text %s.gin_trgm_ops)',
        trigrams);
    END $$;
    CREATE INDEX products_by_category_spelling ON products (category_key, category);
    """
}
