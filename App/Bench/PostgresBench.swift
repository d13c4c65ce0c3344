import ShopData
import ShopDomain
import ShopPostgres

/// The PostgreSQL rows: `ShopPostgres`'s repositories against raw libpq running the same
/// statements, on the server `SHOP_BENCH_POSTGRES` names. Each size gets a schema of its own,
/// filled through raw libpq and dropped afterwards.
@MainActor
enum PostgresBench {
  /// The catalog sizes the rows and the searches are measured at.
  static let sizes = [1_000, 100_000, 1_000_000]

  /// The PostgreSQL rows at `sizes`, each handed to `run` (which checks it, then times it), and
  /// the searches' times when `searching`. The lookups and the placements run at the middle size.
  static func run(
    url: String, sizes: [Int], searching: Bool, run: (Row) async -> Void
  ) async throws -> SearchTimes {
    var searchTimes = SearchTimes()
    let admin = try RawPostgres(url: url)
    admin.execute("SET client_min_messages = warning")
    for size in sizes {
      // Dropped first too: a run stopped by a failed check leaves its schema behind.
      let schema = "shop_bench_\(size)"
      admin.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE; CREATE SCHEMA \(schema)")
      defer { admin.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE") }
      let schemaURL = url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
      let database = try PostgresDatabase(url: schemaURL)
      let raw = try RawPostgres(url: schemaURL)
      let generated = Fixtures.products(size)
      load(generated, into: raw)
      // Loaded around the repository, as a sync is not: the statistics a sync refreshes.
      admin.execute("ANALYZE \(schema).products")
      let products = SQLProductRepository(database: SQLDatabase(database))
      let cursor = try SKU("B-\(size / 2)")
      let query = ProductQuery(sort: .name, size: try PageSize(50), after: cursor)
      await run(
        Row(
          "postgres: page of 50 products, \(size) rows", rounds: 15, inputs: [()], repeats: 100,
          repository: { _ in try? await products.page(query) },
          raw: { _ in page(after: cursor.value, raw) },
          reading: { Readings.items($0) }, rawReading: { Readings.page($0) }))
      if searching { searchTimes = await searchTimes.measuring(products, catalog: generated) }
      guard size == sizes[sizes.count / 2] else { continue }
      let skus = (0..<10_000).compactMap { try? SKU("B-\(($0 * 7_919) % size)") }
      await run(
        Row(
          "postgres: 10k lookups by SKU, \(size / 1_000)k rows", rounds: 5, inputs: skus,
          repository: { try? await products.product($0) },
          raw: { lookup($0.value, raw) },
          reading: { Readings.found($0) }, rawReading: { Readings.found($0) }))
      await placements(database, raw, run: run)
    }
    return searchTimes
  }

  /// The products in batches of 1,000 rows per INSERT, with the folded columns the shop writes,
  /// and their search entries, as the shop's writer keeps them. The tables' indexes other than
  /// their keys are dropped first and made again after, which a million rows take in a minute or
  /// two, where keeping the search indexes row by row took most of half an hour.
  private static func load(_ products: [Product], into raw: RawPostgres) {
    let indexes = raw.run(
      """
      SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN ('products', 'search_entries')
        AND indexname NOT IN ('products_pkey', 'search_entries_pkey')
      """, [])
    let definitions = (0..<raw.rowCount(indexes)).map { row in
      (name: raw.text(indexes, row, 0), sql: raw.text(indexes, row, 1))
    }
    raw.clear(indexes)
    for index in definitions { raw.execute("DROP INDEX \(index.name)") }
    raw.execute("BEGIN")
    var start = 0
    while start < products.count {
      let batch = products[start..<min(start + 1_000, products.count)]
      let rows = (0..<batch.count).map { row in
        "(" + (1...10).map { "$\(row * 10 + $0)" }.joined(separator: ", ") + ")"
      }
      let values = batch.flatMap { product in
        [
          product.sku.value, product.name, product.description, product.category.name,
          String(product.price.minorUnits), product.price.currency.code, String(product.stock),
          product.nameKey.value, product.category.key.value, product.searchText.value,
        ]
      }
      raw.command(
        "INSERT INTO products (\(Workloads.productColumns), name_key, category_key, search_text) VALUES "
          + rows.joined(separator: ", "), values)
      start += batch.count
    }
    raw.execute(
      """
      INSERT INTO search_entries (sku, name_key, price_minor, category_key, search_text)
      SELECT sku, name_key, price_minor, category_key, search_text FROM products
      """)
    raw.execute("COMMIT")
    raw.execute("SET maintenance_work_mem = '256MB'")
    for index in definitions { raw.execute(index.sql) }
    raw.execute("VACUUM ANALYZE products, search_entries")
  }

  private static func products(_ result: OpaquePointer?, _ raw: RawPostgres)
    -> [Workloads.RawProduct]
  {
    (0..<raw.rowCount(result)).map { row in
      Workloads.RawProduct(
        sku: raw.text(result, row, 0), name: raw.text(result, row, 1),
        description: raw.text(result, row, 2), category: raw.text(result, row, 3),
        priceMinor: Int64(raw.int(result, row, 4)), currency: raw.text(result, row, 5),
        stock: Int64(raw.int(result, row, 6)))
    }
  }

  private static func page(after cursor: String, _ raw: RawPostgres) -> [Workloads.RawProduct] {
    let result = raw.run(
      """
      SELECT \(Workloads.productColumns) FROM products WHERE (name_key, sku) > (SELECT name_key, sku FROM products WHERE sku = $1) ORDER BY name_key, sku LIMIT $2
      """, [cursor, "51"])
    defer { raw.clear(result) }
    return products(result, raw)
  }

  private static func lookup(_ sku: String, _ raw: RawPostgres) -> Workloads.RawProduct? {
    let result = raw.run("SELECT \(Workloads.productColumns) FROM products WHERE sku = $1", [sku])
    defer { raw.clear(result) }
    return products(result, raw).first
  }
}
