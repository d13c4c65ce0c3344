import CSQLite
import ShopData
import ShopDomain

/// The products' measured work on SQLite through the raw C API, doing the queries the repository
/// does and reading the same columns (an order's is `RawOrder`'s).
enum Workloads {
  /// The columns the raw side reads of a product, as `ProductRow.columns` does: a column the
  /// repository comes to read is added here, and to `RawProduct` and its reading.
  static let productColumns = "sku, name, description, category, price_minor, currency, stock"

  /// A product row read into plain values, as a C program would.
  struct RawProduct {
    let sku: String
    let name: String
    let description: String
    let category: String
    let priceMinor: Int64
    let currency: String
    let stock: Int64
  }

  static func readProduct(_ statement: OpaquePointer?, _ raw: RawSQLite) -> RawProduct {
    RawProduct(
      sku: raw.text(statement, 0), name: raw.text(statement, 1),
      description: raw.text(statement, 2),
      category: raw.text(statement, 3), priceMinor: sqlite3_column_int64(statement, 4),
      currency: raw.text(statement, 5),
      stock: sqlite3_column_int64(statement, 6))
  }

  static let pageSQL = """
    SELECT \(productColumns) FROM products
    WHERE (name_key, sku) > (SELECT name_key, sku FROM products WHERE sku = ?1) ORDER BY name_key, sku LIMIT ?2
    """

  /// One keyset page of 50 products after `cursor`, by name.
  static func rawPage(after cursor: String, _ raw: RawSQLite) -> [RawProduct] {
    let statement = raw.statement(pageSQL)
    sqlite3_reset(statement)
    raw.bind(statement, 1, cursor)
    sqlite3_bind_int64(statement, 2, 51)
    var rows: [RawProduct] = []
    while sqlite3_step(statement) == SQLITE_ROW { rows.append(readProduct(statement, raw)) }
    return rows
  }

  static func rawLookup(_ sku: String, _ raw: RawSQLite) -> RawProduct? {
    let statement = raw.statement("SELECT \(productColumns) FROM products WHERE sku = ?1")
    sqlite3_reset(statement)
    raw.bind(statement, 1, sku)
    return sqlite3_step(statement) == SQLITE_ROW ? readProduct(statement, raw) : nil
  }
}
