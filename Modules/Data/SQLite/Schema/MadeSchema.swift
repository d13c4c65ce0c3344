/// Hardening: the shop's own tables and indexes as its migrations leave a file at one version, and
/// the text of each table as `sqlite_schema` holds it: what the check on opening a marked file
/// (`FileIdentity`; an unmarked one is compared with the migrations run in a scratch database)
/// and a migration that makes tables again (`OwnersObjects`) know of the shop's schema. It comes
/// from the migrations alone, so a new migration extends those checks without another edit.
///
/// It is read from the migrations' SQL (`MigrationText`) rather than made by running them,
/// because every command opens a file and the check needs it then: running the migrations in a
/// scratch database takes about 5 ms (each `ALTER TABLE … RENAME` has SQLite parse the whole
/// schema again), as long as a whole `shop product`, where reading them costs an open about what
/// the check cost when it knew migration 7 alone. A column added is read as SQLite writes it
/// (`AddedColumn`). A statement the reading does not follow (a view or a trigger made, a column
/// dropped) is not guessed at: from that migration on, the schema is made by running them after
/// all. Tests hold the reading to what running makes at every version, and to reading every
/// migration, the shop's and later ones that add columns in every spelling.
struct MadeSchema: Equatable {
  /// Each table's text from its opening parenthesis on (columns, keys, checks, options), by name.
  private(set) var tables: [String: String] = [:]
  /// The table each index is on, by the index's name.
  private(set) var indexes: [String: String] = [:]

  /// The schema at `version`: the shop's tables and indexes after every migration up to it.
  static func atVersion(_ version: Int) throws(SQLiteError) -> MadeSchema {
    version == Schema.latestVersion ? try latest.get() : try made(upTo: version)
  }

  /// Each table as `name (columns…)`, one text a table: the form a file's tables are compared
  /// in by the tests that read them from `sqlite_schema`.
  var tableDefinitions: Set<String> {
    Set(tables.map { name, text in "\(name) \(text)" })
  }

  /// The tables' names, quoted for an SQL list: a file may hold other tables of its owner's.
  var tableNameList: String { Self.quotedList(tables.keys) }

  /// The indexes' names, quoted for an SQL list: every other index is the owner's.
  var indexNameList: String { Self.quotedList(indexes.keys) }

  /// The schema of a current file, which every open checks: read once a process.
  private static let latest = Result { () throws(SQLiteError) in
    try made(upTo: Schema.latestVersion)
  }

  /// The schema `migrations` (the shop's unless a test's) make up to `version`: read from their
  /// text, or, from the first migration the reading does not follow, made by running them.
  static func made(upTo version: Int, of migrations: [Migration] = Schema.migrations)
    throws(SQLiteError) -> MadeSchema
  {
    var schema = MadeSchema()
    for migration in migrations where migration.version <= version {
      guard schema.read(migration.sql) else { return try running(upTo: version, of: migrations) }
    }
    return schema
  }

  /// This schema after the statements of `sql`, or `nil` when one changes the schema in a way
  /// the reading does not follow.
  func reading(_ sql: String) -> MadeSchema? {
    var schema = self
    return schema.read(sql) ? schema : nil
  }

  /// Applies the statements of `sql`; `false`, with the schema left half read, when one changes
  /// it in a way the reading does not follow.
  private mutating func read(_ sql: String) -> Bool {
    MigrationText.statements(in: sql).allSatisfy { apply($0) }
  }

  /// The schema `migrations` make up to `version`, run in a private in-memory database.
  static func running(upTo version: Int, of migrations: [Migration] = Schema.migrations)
    throws(SQLiteError) -> MadeSchema
  {
    try of(Schema.scratch(upTo: version, of: migrations))
  }

  /// Every table and index a database holds, read from its `sqlite_schema`.
  static func of(_ connection: SQLiteConnection) throws(SQLiteError) -> MadeSchema {
    var schema = MadeSchema()
    // A virtual table's own tables (FTS5's `_data`, `_idx`, …) are its module's business, made
    // by SQLite's version of it: the virtual table stands for them.
    let objects = try connection.statement(
      """
      SELECT type, name, tbl_name, substr(sql, instr(sql, '(')) FROM sqlite_schema AS object
      WHERE type IN ('table', 'index') AND sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
        AND NOT EXISTS (
          SELECT 1 FROM sqlite_schema AS virtual
          WHERE virtual.sql LIKE 'CREATE VIRTUAL TABLE %' AND object.tbl_name LIKE virtual.name || '\\_%' ESCAPE '\\')
      """
    ).rows { row in (type: row.text(0), name: row.text(1), table: row.text(2), text: row.text(3)) }
    for object in objects {
      if object.type == "table" {
        schema.tables[object.name] = object.text
      } else {
        schema.indexes[object.name] = object.table
      }
    }
    return schema
  }

  /// Applies one statement as SQLite would run it: a table or an index made, dropped or renamed,
  /// a column added, or rows written, which change no schema; `false` for anything else. SQLite also rewrites
  /// what refers to a table it renames, which no migration here has needed: the test that holds
  /// the reading to running the migrations would show one that did.
  private mutating func apply(_ statement: MigrationText.Bytes) -> Bool {
    let words = MigrationText.leadingWords(of: statement)
    func matches(_ pattern: [String?]) -> Bool { MigrationText.words(words, match: pattern) }
    func name(_ position: Int) -> String { MigrationText.text(words[position]) }
    guard let verb = words.first else { return true }
    if Self.rowWrites.contains(where: { MigrationText.word(verb, is: $0) }) { return true }
    if matches(Self.createTable), let text = MigrationText.fromParenthesis(statement) {
      tables[name(2)] = MigrationText.text(text)
    } else if matches(Self.createVirtualTable), let text = MigrationText.fromParenthesis(statement)
    {
      tables[name(3)] = MigrationText.text(text)
    } else if matches(Self.createIndex) {
      indexes[name(2)] = name(4)
    } else if matches(Self.createUniqueIndex) {
      indexes[name(3)] = name(5)
    } else if matches(Self.dropIndex) {
      indexes[name(2)] = nil
    } else if matches(Self.dropTable) {
      tables[name(2)] = nil
      for index in indexes(on: name(2)) { indexes[index] = nil }
    } else if matches(Self.renameTable), let text = tables[name(2)] {
      tables[name(2)] = nil
      tables[name(5)] = text
      for index in indexes(on: name(2)) { indexes[index] = name(5) }
    } else if let text = addingColumn(statement, words: words) {
      tables[name(2)] = text
    } else {
      return false
    }
    return true
  }

  /// The text of the table that `statement`, if it is `ALTER TABLE name ADD …`, adds a column
  /// to, with the column added; `nil` for another statement or a table not made as so named.
  private func addingColumn(_ statement: MigrationText.Bytes, words: [MigrationText.Bytes])
    -> String?
  {
    guard words.count > Self.addColumn.count,
      MigrationText.words(Array(words.prefix(Self.addColumn.count)), match: Self.addColumn),
      let table = tables[MigrationText.text(words[2])],
      let column = AddedColumn(in: statement, after: words[3])
    else { return nil }
    return column.added(to: table)
  }

  private func indexes(on table: String) -> [String] {
    indexes.compactMap { index, indexed in indexed == table ? index : nil }
  }

  // The statements the reading follows, `nil` standing for a name.
  private static let rowWrites = ["INSERT", "UPDATE", "DELETE", "REPLACE"]
  private static let createTable = ["CREATE", "TABLE", nil]
  private static let createVirtualTable = ["CREATE", "VIRTUAL", "TABLE", nil, "USING", nil]
  private static let createIndex = ["CREATE", "INDEX", nil, "ON", nil]
  private static let createUniqueIndex = ["CREATE", "UNIQUE", "INDEX", nil, "ON", nil]
  private static let dropIndex = ["DROP", "INDEX", nil]
  private static let dropTable = ["DROP", "TABLE", nil]
  private static let renameTable = ["ALTER", "TABLE", nil, "RENAME", "TO", nil]
  /// Followed by the column's definition, of any number of words.
  private static let addColumn = ["ALTER", "TABLE", nil, "ADD"]

  private static func quotedList(_ names: some Sequence<String>) -> String {
    // Names read from the migrations hold no quote; only one made by running them might.
    names.sorted().map { name in
      "'" + (name.contains("'") ? name.replacing("'", with: "''") : name) + "'"
    }.joined(separator: ", ")
  }
}
