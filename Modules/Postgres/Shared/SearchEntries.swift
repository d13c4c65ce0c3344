/// Performance: migration 11, the narrow table of each product's keys and text that a search's
/// indexes live on, on PostgreSQL (Benchmarks.md, "Search at a million products").
extension PostgresSchema {
  /// The migration that made `search_entries`: a refold after it keeps them in step.
  static let searchEntriesVersion = 11

  /// Migration 11: `search_entries`, a product's sort and filter keys and its folded text, which
  /// the writer keeps in step with its row (`PostgresSearchIndex`), and the two search indexes
  /// of migrations 8 and 10 moved onto it, with the same operator class (named by the schema
  /// `pg_trgm` is in, which a `regnamespace` spells quoted) and expression.
  ///
  /// A page read from the indexes' matches reads each match's keys from the row the index
  /// points to, to sort the matches and keep those after the cursor: a word held by 25,000 of
  /// a million products was 17,500 pages of `products` to visit, and is 13,800 of this table,
  /// which holds no name, description or stock. It has no index of an order: a plan that walks
  /// an order walks `products`'.
  static let searchEntries = """
    CREATE TABLE search_entries (
      sku          TEXT   COLLATE "C" NOT NULL PRIMARY KEY,
      name_key     TEXT   COLLATE "C" NOT NULL,
      price_minor  BIGINT NOT NULL,
      category_key TEXT   COLLATE "C" NOT NULL,
      search_text  TEXT   COLLATE "C" NOT NULL
    );
    INSERT INTO search_entries (sku, name_key, price_minor, category_key, search_text)
      SELECT sku, name_key, price_minor, category_key, search_text FROM products ORDER BY sku;
    DROP INDEX products_by_search;
    DROP INDEX products_by_word_start;
    DO $$ BEGIN
      EXECUTE format(
        'CREATE INDEX search_entries_by_text ON search_entries USING gin (search_text %s.gin_trgm_ops)',
        (SELECT extnamespace::regnamespace FROM pg_extension WHERE extname = 'pg_trgm'));
    END $$;
    CREATE INDEX search_entries_by_word_start ON search_entries USING gin ((\(wordStarts)));
    ANALYZE search_entries;
    """
}
