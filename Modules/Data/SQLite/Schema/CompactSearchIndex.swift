/// Performance: migration 11, the search index made smaller and able to serve every word of a
/// search, short ones included (Benchmarks.md, "What the index costs").
extension Schema {
  /// The migration that made today's search index: a refold after it keeps the index in step.
  static let searchIndexVersion = 11

  /// Migration 11: the search index of migration 9, made again.
  ///
  /// - `product_search` keeps no copy of the text (`content = ''`), nor where in it each trigram
  ///   is (`detail = none`), nor its length (`columnsize = 0`): it answers which products hold a
  ///   trigram, and `LIKE` on the product's text then says whether they hold the word. It
  ///   indexes the text with a space before and after it, so ` ka` is the trigram of every word
  ///   that starts with `ka`: a word of one or two letters is looked up too. Its trigrams are
  ///   the text's own characters (`case_sensitive 1`), as the shop has already folded them.
  /// - `search_entries` numbers the products for the index, as `searchable_products` did, and
  ///   holds the keys a page of a search is filtered and sorted by (not the text, which an
  ///   update now reads from the product's row before changing it): a page can be chosen among
  ///   many matches without reading each product whole.
  static let compactSearchIndex = """
    CREATE TABLE search_entries (
      id           INTEGER NOT NULL PRIMARY KEY,
      sku          TEXT    NOT NULL UNIQUE,
      name_key     TEXT    NOT NULL,
      price_minor  INTEGER NOT NULL,
      category_key TEXT    NOT NULL
    ) STRICT;
    INSERT INTO search_entries (sku, name_key, price_minor, category_key)
      SELECT sku, name_key, price_minor, category_key FROM products ORDER BY sku;
    DROP TABLE product_search;
    DROP TABLE searchable_products;
    CREATE VIRTUAL TABLE product_search USING fts5(search_text, content = '', detail = none, columnsize = 0, tokenize = 'trigram case_sensitive 1');
    INSERT INTO product_search (rowid, search_text)
      SELECT search_entries.id, ' ' || products.search_text || ' '
      FROM search_entries JOIN products ON products.sku = search_entries.sku;
    """
}
