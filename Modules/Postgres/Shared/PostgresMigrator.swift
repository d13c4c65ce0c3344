import ShopData

/// Recognises a schema and brings it up to date, touching only the shop's own.
///
/// The schema is the connection's `schema`, the first of the `search_path` it arrived with that
/// exists and its role may use (`current_schema()`), so one database can hold several shops
/// (the tests make one schema each). It is recognised by reading the catalog, before anything
/// is written: nothing at all (no table, sequence, type or function) is a new shop; the
/// `shop_schema_migrations` table is the shop's; anything else is someone else's, refused and
/// left as it was. Migrations then run in one transaction that first takes an advisory lock on
/// the schema's name, so parallel first runs build the schema once, and that recognises the
/// schema again under the lock.
enum PostgresMigrator {
  enum Identity: Equatable {
    case empty
    case shop(version: Int)
    case foreign
  }

  static func bringUpToDate(_ connection: PostgresConnection) throws(PostgresDatabaseError) {
    let target = connection.target
    let schema = SQLValue.text(connection.schema ?? "")
    do {
      if try checked(identity(of: connection), target: target)
        == .shop(version: PostgresSchema.latestVersion)
      {
        return
      }
      try connection.transaction { connection in
        // What the migrations make goes in the shop's schema (`SearchPath`).
        try connection.run(SearchPath.migrationSQL, [schema])
        try connection.run(
          "SELECT pg_advisory_xact_lock(hashtext('shop schema ' || $1::text))", [schema])
        try migrate(connection, from: checked(identity(of: connection), target: target))
      }
    } catch let error as PostgresDatabaseError {
      throw error
    } catch let error as PostgresError where error.isConnectionFailure {
      throw .cannotConnect(reason: error.message)
    } catch let error as PostgresError {
      throw .migrationFailed(target: target, reason: error.message)
    } catch {
      throw .migrationFailed(target: target, reason: "the update was interrupted")
    }
  }

  /// What the current schema is, read from the server's catalog only. Anything another app may
  /// have made there counts: tables and views, sequences, its own types and functions (not the
  /// row type, nor the array type, the server makes for each table), and every other kind of
  /// object a schema can hold (collations, text search configurations and their parts,
  /// operators and their classes, conversions, statistics, extensions). The shop's marker
  /// counts only with the shop's own columns: a table of that name made by another app is
  /// another app's.
  ///
  /// The marker is looked for first: a schema that has it is the shop's whatever else it holds,
  /// so every object is listed only when it has none. Listing them was the costliest statement a
  /// process ran before its first page: the marker read first, a first page of a million
  /// products went from 22 ms to 18 as a whole process (Benchmarks.md, "Search at a million
  /// products"). Without it, the list, then the marker again: another process may have made the
  /// shop's schema in between, and each statement sees what was committed when it ran, so a
  /// list that holds anything is read before the marker is asked for, never after.
  static func identity(of connection: PostgresConnection) throws -> Identity {
    let schema = SQLValue.text(connection.schema ?? "")
    let catalog = SQLConnection(connection)
    if try hasShopMarker(catalog, schema) { return .shop(version: try version(catalog)) }
    let objects = try catalog.rows(Self.objectsInSchema, [schema]) { row in try row.text(0) }
    if objects.isEmpty { return .empty }
    guard objects.contains(PostgresSchema.marker), try hasShopMarker(catalog, schema) else {
      return .foreign
    }
    return .shop(version: try version(catalog))
  }

  /// The latest migration the shop's schema records.
  private static func version(_ catalog: SQLConnection) throws -> Int {
    try catalog.rows("SELECT coalesce(max(version), 0) FROM shop_schema_migrations") { row in
      try row.int(0)
    }.first ?? 0
  }

  /// The name of every object in the current schema but a table's own row and array types, and
  /// but the objects of an extension, which the extension stands for: `pg_trgm`, which the
  /// shop's search index uses, is the shop's; any other is another app's.
  private static let objectsInSchema =
    """
    WITH here AS (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = $1)
    SELECT c.relname FROM pg_catalog.pg_class c, here
    WHERE c.relnamespace = here.oid AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND \(notInExtension("pg_class", "c.oid"))
    UNION ALL
    SELECT t.typname FROM pg_catalog.pg_type t
    JOIN here ON t.typnamespace = here.oid
    LEFT JOIN pg_catalog.pg_class r ON r.oid = t.typrelid
    WHERE t.typcategory <> 'A' AND (r.relkind IS NULL OR r.relkind = 'c')
      AND \(notInExtension("pg_type", "t.oid"))

    """
    + otherKinds.map { catalog, name, namespace in
      "UNION ALL SELECT \(name) FROM pg_catalog.\(catalog), here WHERE \(namespace) = here.oid"
        + " AND \(notInExtension(catalog, "\(catalog).oid"))"
        + (catalog == "pg_extension" ? " AND extname <> 'pg_trgm'" : "")
    }.joined(separator: "\n")

  /// The condition that the object `oid` of `catalog` is not a member of an extension.
  private static func notInExtension(_ catalog: String, _ oid: String) -> String {
    """
    NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.classid = 'pg_catalog.\(catalog)'::regclass AND d.objid = \(oid) AND d.deptype = 'e')
    """
  }

  /// The other catalogs of objects a schema holds: each one's name and schema columns.
  private static let otherKinds = [
    ("pg_proc", "proname", "pronamespace"), ("pg_collation", "collname", "collnamespace"),
    ("pg_conversion", "conname", "connamespace"), ("pg_operator", "oprname", "oprnamespace"),
    ("pg_opclass", "opcname", "opcnamespace"), ("pg_opfamily", "opfname", "opfnamespace"),
    ("pg_ts_config", "cfgname", "cfgnamespace"), ("pg_ts_dict", "dictname", "dictnamespace"),
    ("pg_ts_parser", "prsname", "prsnamespace"), ("pg_ts_template", "tmplname", "tmplnamespace"),
    ("pg_statistic_ext", "stxname", "stxnamespace"), ("pg_extension", "extname", "extnamespace"),
  ]

  /// Whether `shop_schema_migrations` has exactly the columns the shop gives it, in order.
  private static func hasShopMarker(_ connection: SQLConnection, _ schema: SQLValue) throws
    -> Bool
  {
    let columns = try connection.rows(
      """
      SELECT a.attname || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
      FROM pg_catalog.pg_attribute a
      WHERE a.attrelid = (
        SELECT c.oid FROM pg_catalog.pg_class c
        JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $2 AND c.relname = $1 AND c.relkind = 'r')
        AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum
      """, [SQLValue(PostgresSchema.marker), schema]
    ) { row in try row.text(0) }
    return columns == ["version integer", "applied_at timestamp with time zone"]
  }

  private static func checked(_ identity: Identity, target: String) throws(PostgresDatabaseError)
    -> Identity
  {
    switch identity {
    case .foreign: throw .foreign(target: target)
    case .shop(let version) where version > PostgresSchema.latestVersion:
      throw .newerSchema(target: target, version: version, supported: PostgresSchema.latestVersion)
    default: return identity
    }
  }

  /// Inside the migrating transaction: the marker for a new schema, then every migration after
  /// `identity`'s version, each recorded.
  private static func migrate(_ connection: PostgresConnection, from identity: Identity) throws {
    let version: Int
    switch identity {
    case .shop(let stored): version = stored
    default:
      try connection.execute(PostgresSchema.markerTable)
      version = 0
    }
    for migration in PostgresSchema.migrations where migration.version > version {
      // An empty query is an error to the server: a migration of Swift alone has no SQL.
      if !migration.sql.isEmpty { try connection.execute(migration.sql) }
      if migration.refoldsText { try refold(connection, at: migration.version) }
      try connection.run(
        "INSERT INTO shop_schema_migrations (version) VALUES ($1)",
        [SQLValue(migration.version)])
    }
  }

  /// Folds every product again (`Refold`) and keeps its search entry in step as the writer does
  /// (`PostgresSearchIndex`), for a migration after the one that made `search_entries`; an
  /// earlier refold (migration 9) leaves them to migration 11, which copies them from the rows.
  static func refold(_ connection: PostgresConnection, at version: Int) throws {
    let sql = SQLConnection(connection)
    guard version > PostgresSchema.searchEntriesVersion else {
      return try Refold.products(in: sql, keeping: nil)
    }
    try Refold.products(in: sql) { entry in try PostgresSearchIndex.keep(entry, on: sql) }
  }
}
