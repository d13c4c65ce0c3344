extension Schema {
  /// The version from which every table is STRICT (the search index, a virtual table, aside).
  static let strictTablesVersion = 7

  /// Migration 7: every table made again as a STRICT table, with its rows and indexes.
  ///
  /// SQLite's typing is loose: an INTEGER column of an ordinary table keeps `'ten'` as text, and
  /// a TEXT column keeps a blob. A STRICT table refuses such a value when it is written, by this
  /// app or by anyone with the `sqlite3` shell, so a read can take a column's declared type as
  /// given. That is what lets a read skip checking each column's type (see `SQLiteStatement`);
  /// the Domain's rules are still checked on every row read back.
  ///
  /// SQLite changes a table's kind only by making it again: a new table, the rows copied column
  /// by column by name (an owner may have made a table again with its columns in another
  /// order), the old one dropped and the new one renamed, in the one transaction every migration
  /// runs in. Foreign keys are off while migrations run, so the order of the tables does not
  /// matter; what the owner attached to the tables is kept (`OwnersObjects`). A row holding a
  /// value of the wrong type fails the copy, and the file stays as it was.
  static let strictTables = """
    CREATE TABLE shop_strict_products (
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
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_products (sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text)
      SELECT sku, name, description, category, price_minor, currency, stock, name_key, category_key, search_text FROM products;
    DROP TABLE products;
    ALTER TABLE shop_strict_products RENAME TO products;
    CREATE INDEX products_by_name ON products (name_key, sku);
    CREATE INDEX products_by_price ON products (price_minor, sku);
    CREATE INDEX products_by_category_name ON products (category_key, name_key, sku);
    CREATE INDEX products_by_category_price ON products (category_key, price_minor, sku);

    CREATE TABLE shop_strict_customers (
      email      TEXT    NOT NULL PRIMARY KEY,
      created_at INTEGER NOT NULL
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_customers (email, created_at)
      SELECT email, created_at FROM customers;
    DROP TABLE customers;
    ALTER TABLE shop_strict_customers RENAME TO customers;

    CREATE TABLE shop_strict_session (
      id         INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
      email      TEXT    NOT NULL REFERENCES customers (email),
      started_at INTEGER NOT NULL
    ) STRICT;
    INSERT INTO shop_strict_session (id, email, started_at)
      SELECT id, email, started_at FROM session;
    DROP TABLE session;
    ALTER TABLE shop_strict_session RENAME TO session;

    CREATE TABLE shop_strict_carts (
      owner          TEXT NOT NULL PRIMARY KEY,
      promotion_code TEXT
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_carts (owner, promotion_code)
      SELECT owner, promotion_code FROM carts;
    CREATE TABLE shop_strict_cart_lines (
      owner    TEXT    NOT NULL REFERENCES carts (owner) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      sku      TEXT    NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
      PRIMARY KEY (owner, position),
      UNIQUE (owner, sku)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_cart_lines (owner, position, sku, quantity)
      SELECT owner, position, sku, quantity FROM cart_lines;
    DROP TABLE cart_lines;
    DROP TABLE carts;
    ALTER TABLE shop_strict_carts RENAME TO carts;
    ALTER TABLE shop_strict_cart_lines RENAME TO cart_lines;

    CREATE TABLE shop_strict_promotions (
      code             TEXT    NOT NULL PRIMARY KEY,
      percent_off      INTEGER CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_minor INTEGER CHECK (amount_off_minor > 0),
      currency         TEXT    NOT NULL,
      minimum_minor    INTEGER NOT NULL CHECK (minimum_minor >= 0),
      expires_at       INTEGER NOT NULL,
      CHECK ((percent_off IS NULL) <> (amount_off_minor IS NULL))
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_promotions (code, percent_off, amount_off_minor, currency, minimum_minor, expires_at)
      SELECT code, percent_off, amount_off_minor, currency, minimum_minor, expires_at FROM promotions;
    DROP TABLE promotions;
    ALTER TABLE shop_strict_promotions RENAME TO promotions;

    CREATE TABLE shop_strict_orders (
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
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_orders (id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code)
      SELECT id, customer, status, placed_at, currency, subtotal_minor, discount_minor, shipping_minor, total_minor, promotion_code FROM orders;
    CREATE TABLE shop_strict_order_lines (
      order_id         TEXT    NOT NULL REFERENCES orders (id),
      position         INTEGER NOT NULL,
      sku              TEXT    NOT NULL,
      name             TEXT    NOT NULL,
      unit_price_minor INTEGER NOT NULL,
      quantity         INTEGER NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (order_id, position)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_order_lines (order_id, position, sku, name, unit_price_minor, quantity)
      SELECT order_id, position, sku, name, unit_price_minor, quantity FROM order_lines;
    DROP TABLE order_lines;
    DROP TABLE orders;
    ALTER TABLE shop_strict_orders RENAME TO orders;
    ALTER TABLE shop_strict_order_lines RENAME TO order_lines;
    CREATE INDEX orders_by_customer ON orders (customer, placed_at, id);

    CREATE TABLE shop_strict_analytics_events (
      id          INTEGER NOT NULL PRIMARY KEY,
      name        TEXT    NOT NULL,
      detail      TEXT    NOT NULL,
      recorded_at INTEGER NOT NULL
    ) STRICT;
    INSERT INTO shop_strict_analytics_events (id, name, detail, recorded_at)
      SELECT id, name, detail, recorded_at FROM analytics_events;
    DROP TABLE analytics_events;
    ALTER TABLE shop_strict_analytics_events RENAME TO analytics_events;

    CREATE TABLE shop_strict_wishlist_items (
      customer TEXT    NOT NULL REFERENCES customers (email),
      position INTEGER NOT NULL,
      sku      TEXT    NOT NULL,
      PRIMARY KEY (customer, position),
      UNIQUE (customer, sku)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO shop_strict_wishlist_items (customer, position, sku)
      SELECT customer, position, sku FROM wishlist_items;
    DROP TABLE wishlist_items;
    ALTER TABLE shop_strict_wishlist_items RENAME TO wishlist_items;
    """
}
