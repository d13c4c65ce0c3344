/// Hardening: the one search path the shop's SQL resolves in, whatever path the connection
/// arrived with. PostgreSQL looks up every unqualified operator, function, type and table
/// through the session's `search_path`, which the URL's `options`, `ALTER ROLE … SET` or
/// `ALTER DATABASE … SET` may have set; a role that may create in a schema on it ahead of
/// `pg_catalog` could define `=` for text, or `now()`, and the shop would run that role's code as
/// its own role (PostgreSQL's "secure schema usage" advice). So, before anything else, the
/// connection reads the shop's schema (`current_schema()`: the first schema on the path it
/// arrived with that exists and its role may use) and sets the path to `pg_catalog`, that
/// schema, then `pg_temp`: nothing resolves through any other schema, and the shop's schema
/// comes after the catalog. `SchemaPrivacy` then refuses a schema another role may create in.
///
/// These first statements run under the path the connection arrived with, so every name in them
/// is qualified and they use no operator.
enum SearchPath {
  /// The first statement on a new connection: the shop's schema (`NULL` when no schema of the
  /// path exists that the role may use).
  static let arrivingSchemaSQL = "SELECT pg_catalog.current_schema()"

  /// Sets the session's path, the shop's schema bound as `$1` and quoted by the server: after
  /// connecting, and after each reconnection (libpq's reset starts a new session, on the path of
  /// the URL, the role and the database again).
  static let pinSQL = """
    SELECT pg_catalog.set_config('search_path',
      pg_catalog.format('pg_catalog, %I, pg_temp', $1::pg_catalog.text), false)
    """

  /// For the migrations' transaction: tables, indexes and the `pg_trgm` extension are made in the
  /// first schema of the path, which must then be the shop's. `pg_catalog`, left out, is still
  /// searched first, as PostgreSQL does when the path does not name it; the setting ends with
  /// the transaction.
  static let migrationSQL = """
    SELECT pg_catalog.set_config('search_path',
      pg_catalog.format('%I, pg_temp', $1::pg_catalog.text), true)
    """
}
