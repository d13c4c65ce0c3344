/// Performance: the index a database keeps to search the catalog, and the plan it reads a page
/// of a search by: where the databases differ most (SQLite's FTS5 trigrams, PostgreSQL's
/// `pg_trgm`), so each driver implements it and the catalog's repository only asks.
/// Benchmarks.md tells why each plan is chosen.
import ShopDomain

/// A database's search index of the catalog; every driver is one (`SQLDatabaseDriver` refines it).
public protocol SQLSearchIndex: AnyObject, Sendable {
  /// The SQL and values of one page of a search (a query with words), one row more than the page
  /// holds, by the plan this database's search index serves best (`Keyset` for the page itself).
  func productPage(_ query: ProductQuery, on connection: SQLConnection) throws
    -> (sql: String, values: [SQLValue])

  /// Keeps this database's search index in step with `entry`, the product about to be written
  /// over the row its SKU has (none when `isNew`): told before the row changes, for an index
  /// that forgets a product by the text it held. Nothing where the database keeps its index
  /// itself.
  func indexProduct(_ entry: ProductSearchEntry, isNew: Bool, on connection: SQLConnection)
    throws
}
