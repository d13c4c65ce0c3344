import ShopDomain

/// Pages of the catalog and its categories. Pages are keyset pages (`Keyset`) in the order of a
/// name or a price, then the SKU, each served by its index (within the category's, for a
/// category); a search's plan is its database's (`SQLDatabaseDriver.productPage`), chosen by how
/// many products hold its words. Every value is bound; the SQL text only varies by the filters
/// present.
extension SQLProductRepository {
  public func page(_ query: ProductQuery) async throws(PageError) -> Page<Product, SKU> {
    try Self.keyset.readPage(from: database, after: query.after.map { [.text($0.value)] }) {
      [database] connection in
      let (sql, values) =
        query.terms.isEmpty
        ? Self.browsing(query) : try database.driver.productPage(query, on: connection)
      // Each row becomes its Product as it is read: no array of rows in between to fill and free.
      let products = try connection.rows(sql, values, ProductRow.product)
      return Page(readingOnePast: products, size: query.size, cursor: \.sku)
    }
  }

  public func categories() async throws(StorageError) -> [ProductCategory] {
    let names = try database.read { connection in
      try connection.rows(Self.categoriesSQL) { row in try row.text(0) }
    }
    return try ProductCategory.fromStoredNames(names)
  }

  /// The SQL and values of a page without words: all products, or a category's, walked in the
  /// order's index.
  private static func browsing(_ query: ProductQuery) -> (sql: String, values: [SQLValue]) {
    let limit = SQLValue(query.size.value + 1)
    // A page with no filter (`shop products` and its next pages) runs SQL made once, as the
    // promotions' does: making it again each time was 7% of a page of 50 on SQLite in
    // `shop-bench`.
    guard let category = query.category else {
      let all = query.sort == .name ? allByName : allByPrice
      guard let after = query.after else { return (all.first, [limit]) }
      return (all.next, [limit, .text(after.value)])
    }
    let keyset = query.sort == .name ? Keyset.productsByName : .productsByPrice
    var values: [SQLValue] = [limit, .text(category.value)]
    let after = query.after.map { sku in
      values.append(.text(sku.value))
      return "?3"
    }
    return (keyset.sql(where: ["category_key = ?2"], after: after, limit: "?1"), values)
  }

  private static let allByName = (
    first: Keyset.productsByName.sql(after: nil, limit: "?1"),
    next: Keyset.productsByName.sql(after: "?2", limit: "?1")
  )
  private static let allByPrice = (
    first: Keyset.productsByPrice.sql(after: nil, limit: "?1"),
    next: Keyset.productsByPrice.sql(after: "?2", limit: "?1")
  )

  /// The products' keyset as a cursor sees it, whichever order a page is in: a SKU of `products`.
  private static let keyset = Keyset.productsByName

  /// The list of categories, one row per category however many products each has: it steps
  /// from one category key to the next through `products_by_category_spelling`, and takes each
  /// one's smallest spelling from the same index, so the choice is the same on every read.
  private static let categoriesSQL = """
    WITH RECURSIVE keys(listed) AS (
      SELECT min(category_key) FROM products
      UNION ALL
      SELECT (SELECT min(category_key) FROM products WHERE category_key > listed) FROM keys
      WHERE listed IS NOT NULL)
    SELECT (SELECT min(category) FROM products WHERE category_key = listed) FROM keys
    WHERE listed IS NOT NULL
    """
}

extension Keyset {
  /// The two orders a page of products is in, each served by its index; each database's plan
  /// (`SQLDatabaseDriver.productPage`) reads its page through one of them.
  public static let productsByName = Keyset(
    table: "products", columns: ProductRow.columns, order: ["name_key", "sku"])
  public static let productsByPrice = Keyset(
    table: "products", columns: ProductRow.columns, order: ["price_minor", "sku"])
}
