/// Performance: the word starts that serve a search's words of one or two letters on PostgreSQL,
/// and migration 10, their first index, on `products` (migration 11 moved it onto
/// `search_entries`; Benchmarks.md, "Search at a million products").
extension PostgresSchema {
  /// The first one and the first two characters of each word of a product's search text (what
  /// spaces separate): `{k, ka, i, it}` for `kalo item`. A search's word of one or two letters is
  /// looked for among them, its `LIKE` then says the rest. Made of built-in functions alone, so
  /// nothing another role could shadow runs when a product is written, and the same whatever the
  /// database's locale, which `pg_trgm` is not: with the C locale, it sees no letter beyond
  /// ASCII. A query names it as written here, so the planner matches it with the index: it never
  /// changes, for migrations 10 and 11 made their indexes from it.
  static let wordStarts =
    "string_to_array(regexp_replace(search_text, '([^ ])([^ ]?)[^ ]*', E'\\\\1 \\\\1\\\\2', 'g'), ' ')"

  /// Migration 10: the GIN index of each product's word starts.
  static let wordStartIndex = """
    CREATE INDEX products_by_word_start ON products USING gin ((\(wordStarts)));
    """
}
