@testable import ShopData

/// Migrations a later Shop might append, each adding columns to tables: for tests alone, which
/// hold the schema read from their text to what running them makes (`MadeSchemaTests`). They
/// add to the shop's STRICT tables, with and without a rowid, with and without table
/// constraints, renamed into place by migration 7 or made later, and to ordinary tables a later
/// migration makes or renames; each column in another spelling of `ALTER TABLE … ADD`. Every
/// table and index they make, and the columns they add but for the keyword `column` used as a
/// name, says `later`: a real migration may take any name a feature would, and must never
/// collide with these.
enum LaterMigrations {
  /// The shop's migrations, then these.
  static let all =
    Schema.migrations
    + sql.enumerated().map { offset, sql in
      Migration(version: Schema.latestVersion + 1 + offset, sql: sql)
    }

  private static let sql = [
    // An order keeps a copy of the shipping chosen; orders was renamed into place by migration 7
    // and has no table constraint, so the column goes before the closing parenthesis.
    """
    ALTER TABLE orders ADD COLUMN later_shipping_choice TEXT;
    CREATE INDEX later_orders_by_shipping_choice ON orders (later_shipping_choice);
    """,
    // Lower case, no COLUMN, a quoted name, NOT NULL with a default, a check; the table's
    // PRIMARY KEY (…) stays after the new column.
    """
    alter table order_lines add "later gift wrap" INTEGER NOT NULL DEFAULT 0 CHECK ("later gift wrap" IN (0, 1))
    """,
    // Odd spacing, a name in brackets, a collation, a default holding a comma and parentheses,
    // space and a comment after the semicolon; a table CHECK stays last.
    """
    ALTER   TABLE\tpromotions
       ADD    COLUMN   [later_note]   TEXT   COLLATE NOCASE   DEFAULT 'none, (yet)'   ;  -- for staff
    """,
    // Made by migration 8, not renamed: comments before, between the keywords and inside the
    // definitions, a reference, and a line comment ended inside a definition.
    """
    -- Who told the customer about the shop, and on which terminal.
    ALTER TABLE sessions ADD /* the keyword */ COLUMN /* then the name */ later_referrer TEXT
      REFERENCES customers (email) ON DELETE SET NULL /* as customers spell it */;
    ALTER TABLE sessions ADD later_device TEXT -- the terminal's name, if it gave one
      DEFAULT NULL;
    """,
    // A STRICT table with a rowid, two columns in turn: a column named `column`, then one whose
    // name begins with it, then one whose default is past ASCII.
    """
    ALTER TABLE search_entries ADD COLUMN column INTEGER;
    ALTER TABLE search_entries ADD column_count INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE search_entries ADD `later_label` TEXT DEFAULT 'café, thé';
    """,
    // Tables renamed into place, with table constraints (cart_lines) and with indexes (products).
    """
    ALTER TABLE cart_lines ADD COLUMN later_added_at INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE products ADD COLUMN later_rating INTEGER CHECK (later_rating BETWEEN 1 AND 5);
    """,
    // Ordinary tables, with and without a rowid: strings, names in each kind of quote and
    // comments that hold what would end the columns, a column of no type, and a comment between
    // a comma and the constraint it opens.
    """
    CREATE TABLE later_reviews (sku TEXT NOT NULL, stars INTEGER,constraint stars_in_range check (stars BETWEEN 1 AND 5));
    ALTER TABLE later_reviews ADD 'author' TEXT DEFAULT 'anonymous (unsigned), check later';
    ALTER TABLE later_reviews ADD "title, unique" TEXT;
    ALTER TABLE later_reviews ADD [reply, primary] TEXT;
    ALTER TABLE later_reviews ADD `flag, foreign` INTEGER;
    ALTER TABLE later_reviews ADD COLUMN written_at INTEGER DEFAULT (0) /* ) , primary key (sku) */;
    ALTER TABLE later_reviews ADD COLUMN edited_at INTEGER -- ) , check
      DEFAULT NULL;
    ALTER TABLE later_reviews ADD body;
    CREATE TABLE later_review_votes (
      sku   TEXT,
      voter TEXT, -- who voted, PRIMARY KEY below
      FOREIGN KEY (sku) REFERENCES products (sku),
      PRIMARY KEY (sku, voter)
    ) WITHOUT ROWID;
    ALTER TABLE later_review_votes ADD helpful INTEGER NOT NULL DEFAULT 1 CHECK (helpful IN (0, 1));
    """,
    // A table renamed, given a column, renamed again and given another.
    """
    CREATE TABLE later_drafts (body TEXT, UNIQUE (body));
    ALTER TABLE later_drafts RENAME TO later_notes;
    ALTER TABLE later_notes ADD COLUMN kept_at INTEGER;
    ALTER TABLE later_notes RENAME TO later_kept_notes;
    ALTER TABLE later_kept_notes ADD COLUMN "order" TEXT
    """,
  ]
}
