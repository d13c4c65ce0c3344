/// Hardening: the schemas the shop's SQL depends on, its own and the one `pg_trgm` is in, may be
/// created in by the shop's role alone. A role that may create objects there could put its code
/// in the way of the shop's SQL, as `SearchPath` says; so a database where one may is refused
/// before anything is written.
///
/// Who may create in a schema: its owner and every role granted `CREATE` on it (`PUBLIC`, every
/// role, included), and each role that is a member of one of them, and so acts with its rights.
/// Of those, the shop's own role and superusers (who may do anything anyway) are trusted; the
/// server's predefined roles (`pg_…`) act only through their members, who are counted instead.
import ShopData

enum SchemaPrivacy {
  /// Refuses the database when a role other than the shop's may create in one of its schemas.
  static func check(_ connection: PostgresConnection) throws(PostgresDatabaseError) {
    guard let schema = connection.schema else { return }
    let target = connection.target
    let open: [(schema: String, isShops: Bool, role: String)]
    do {
      open = try SQLConnection(connection).rows(creatorsSQL, [.text(schema)]) { row in
        (try row.text(0), try row.text(1) == "t", try row.text(2))
      }
    } catch let error as PostgresError where error.isConnectionFailure {
      throw .cannotConnect(reason: error.message)
    } catch {
      throw .migrationFailed(
        target: target, reason: (error as? PostgresError)?.message ?? "\(error)")
    }
    guard let first = open.first else { return }
    throw .openToOthers(
      target: target, schema: first.schema, holdsTrigrams: !first.isShops,
      roles: open.filter { $0.schema == first.schema }.map(\.role))
  }

  /// Each schema, role that may create in it but should not, the shop's schema first.
  private static let creatorsSQL = """
    WITH schemas AS (
      SELECT n.nspname, n.nspname = $1 AS shops, n.nspowner, n.nspacl
      FROM pg_catalog.pg_namespace n
      WHERE n.nspname = $1 OR n.oid = (
        SELECT e.extnamespace FROM pg_catalog.pg_extension e WHERE e.extname = 'pg_trgm')
    ), creators AS (
      SELECT s.nspname, s.shops, s.nspowner AS role FROM schemas s
      UNION
      SELECT s.nspname, s.shops, a.grantee FROM schemas s,
        pg_catalog.aclexplode(coalesce(s.nspacl, pg_catalog.acldefault('n', s.nspowner))) a
      WHERE a.privilege_type = 'CREATE'
    )
    SELECT c.nspname, c.shops, 'PUBLIC' FROM creators c WHERE c.role = 0
    UNION
    SELECT c.nspname, c.shops, r.rolname FROM creators c, pg_catalog.pg_roles r
    WHERE c.role <> 0 AND r.rolname <> current_user AND NOT r.rolsuper
      AND r.rolname NOT LIKE 'pg!_%' ESCAPE '!'
      AND pg_catalog.pg_has_role(r.oid, c.role, 'MEMBER')
    ORDER BY 2 DESC, 1, 3
    """
}
