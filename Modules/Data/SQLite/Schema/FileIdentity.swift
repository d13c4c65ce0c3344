/// Hardening: what a file is, as far as the shop is concerned, read from its header before anything
/// is written to it. The shop touches only its own files: a file is the shop's when it carries the
/// shop's mark (`PRAGMA application_id`, set when the schema is first made), when it is empty (and
/// holds no byte or SQLite's header: `SQLiteDatabase` checks the bytes), or,
/// for files made before the mark existed, when its schema is exactly what the shop's own
/// migrations made at its version. Anything else belongs to someone else and is left alone.
enum FileIdentity: Equatable {
  /// An empty file: no schema yet, the shop may make one.
  case empty
  /// A shop database at this schema version.
  case shop(version: Int, isMarked: Bool)
  /// Another app's SQLite file, or one the shop cannot vouch for.
  case foreign
  /// A shop database whose tables another program changed (made again without STRICT, a
  /// column of another type or nullable, a check dropped, a table gone): reads take a column's
  /// type as given, so its rows can no longer be trusted.
  case altered

  /// Reads the header and compares the file's schema with the migrations': an unmarked file's
  /// whole, a marked file's tables from STRICT tables on (`tablesAreAsMade`).
  static func of(_ connection: SQLiteConnection) throws(SQLiteError) -> FileIdentity {
    let applicationID = try connection.integers("PRAGMA application_id").first ?? 0
    let version = try connection.integers("PRAGMA user_version").first ?? 0
    if applicationID == Schema.applicationID {
      // A newer Shop's tables may differ, and it is refused as newer below.
      if (Schema.strictTablesVersion...Schema.latestVersion).contains(version),
        try !tablesAreAsMade(connection, atVersion: version)
      {
        return .altered
      }
      return .shop(version: version, isMarked: true)
    }
    guard applicationID == 0 else { return .foreign }
    let objects = try schemaObjects(of: connection)
    if objects.isEmpty, version == 0 { return .empty }
    guard (1...Schema.latestVersion).contains(version),
      try objects == schemaObjects(atVersion: version)
    else { return .foreign }
    return .shop(version: version, isMarked: false)
  }

  /// Whether the shop's tables are as the migrations made them at `version` (`MadeSchema`): each
  /// table's text in `sqlite_schema`, from its opening parenthesis on, is the text they wrote, so
  /// every column has its declared type, nullability and checks, and none is missing or added.
  /// SQLite builds a table from that text, so equal text is an equal table. Renaming a table
  /// changes the name before the parenthesis, which is not compared, and the references to it
  /// inside other tables, which are: a table renamed away and back makes the file look changed,
  /// the safe side to err on. One read of the schema, on every open, for what lets every read
  /// take a column's type as given. Every table's row is read and the shop's kept by name here,
  /// rather than named in the query: SQLite parsing a list of the shop's names, and the list
  /// and both sides' texts made, cost a one-shot `shop product` 205,000 instructions more
  /// (callgrind, of 8.7 million).
  private static func tablesAreAsMade(_ connection: SQLiteConnection, atVersion version: Int)
    throws(SQLiteError) -> Bool
  {
    let made = try MadeSchema.atVersion(version)
    let tables = try connection.statement(
      "SELECT name, substr(sql, instr(sql, '(')) FROM sqlite_schema WHERE type = 'table'"
    ).rows { row in (name: row.text(0), text: row.text(1)) }
    var shops: [String: String] = [:]
    for table in tables where made.tables[table.name] != nil {
      shops[table.name] = table.text
    }
    return shops == made.tables
  }

  /// The SQL of every table, index, trigger and view: two schemas are the same when these are.
  private static func schemaObjects(of connection: SQLiteConnection) throws(SQLiteError)
    -> Set<String>
  {
    Set(
      try connection.texts(
        "SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'"
      ))
  }

  /// The schema the shop's migrations make up to `version`, made in a private in-memory file.
  private static func schemaObjects(atVersion version: Int) throws(SQLiteError) -> Set<String> {
    try schemaObjects(of: Schema.scratch(upTo: version))
  }
}
