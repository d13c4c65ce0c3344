/// Hardening: what the owner of a shop file added to it: their views, their triggers, and their
/// indexes on the shop's tables. A migration that makes a table again (as migration 7 does, to make
/// it STRICT) drops the old table, and SQLite drops its indexes and triggers with it; a view over
/// it would stop the rename. So such a migration sets these aside first and makes them again from
/// their own SQL afterwards, in the same transaction: the file comes out with everything its owner
/// put in it, or, if one cannot be made again, the migration fails and nothing changes.
struct OwnersObjects {
  /// Each object's kind, name and SQL, indexes first, then views, then triggers (which may
  /// act on views), each in the order the file holds them.
  private let objects: [(type: String, name: String, sql: String)]

  /// Reads the owner's objects and drops the views and triggers, which would otherwise stand
  /// in the way of remaking the shop's tables; indexes go with their tables. `shop` is the
  /// schema as the migrations left the file: every index on its tables that they did not make
  /// is the owner's.
  static func setAside(in connection: SQLiteConnection, shop: MadeSchema)
    throws(SQLiteError) -> OwnersObjects
  {
    let objects = try connection.statement(
      """
      SELECT type, name, sql FROM sqlite_schema
      WHERE sql IS NOT NULL AND (type IN ('view', 'trigger')
        OR (type = 'index' AND tbl_name IN (\(shop.tableNameList))
          AND name NOT IN (\(shop.indexNameList))))
      ORDER BY CASE type WHEN 'index' THEN 0 WHEN 'view' THEN 1 ELSE 2 END, rowid
      """
    ).rows { row in (type: row.text(0), name: row.text(1), sql: row.text(2)) }
    for object in objects.reversed() where object.type != "index" {
      try connection.execute("DROP \(object.type.uppercased()) \(quoted(object.name))")
    }
    return OwnersObjects(objects: objects)
  }

  /// Makes every object set aside again, from the SQL it was made with.
  func restore(in connection: SQLiteConnection) throws(SQLiteError) {
    for object in objects {
      try connection.execute(object.sql)
    }
  }

  /// `name` as an SQL identifier: in double quotes, each of its own doubled.
  private static func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
  }
}
