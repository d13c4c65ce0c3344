/// Performance: PostgreSQL's search entries kept in step with the catalog, so that a page read
/// from the search indexes' matches reads their keys from a narrow table.
import ShopData

/// The search entries of the catalog on PostgreSQL (`search_entries`, migration 11), kept in the
/// transaction that writes the product: the keys a page of a search is sorted and filtered by,
/// and the folded text the server's search indexes live on, which it keeps itself as the entry
/// is written. A product added gets its entry; a changed one has it written again, unless what
/// changed is none of it (its stock, say), which writes nothing.
enum PostgresSearchIndex {
  /// Makes `search_entries` hold `entry`. One statement whether the product is new or not: an
  /// entry a product lacks (its row written by hand) is made rather than missed.
  static func keep(_ entry: ProductSearchEntry, on connection: SQLConnection) throws {
    try connection.run(
      keepSQL,
      [
        .text(entry.sku), .text(entry.nameKey), SQLValue(entry.priceMinor),
        .text(entry.categoryKey), .text(entry.searchText),
      ])
  }

  private static let keepSQL = """
    INSERT INTO search_entries (sku, name_key, price_minor, category_key, search_text)
    VALUES (?1, ?2, ?3, ?4, ?5)
    ON CONFLICT (sku) DO UPDATE SET
      name_key = excluded.name_key, price_minor = excluded.price_minor,
      category_key = excluded.category_key, search_text = excluded.search_text
    WHERE (search_entries.name_key, search_entries.price_minor, search_entries.category_key,
      search_entries.search_text)
      IS DISTINCT FROM (excluded.name_key, excluded.price_minor, excluded.category_key,
      excluded.search_text)
    """
}
