// Bringing an opened file's schema up to date, all its migrations in one transaction: a step of
// opening a `SQLiteDatabase` (see its initializer), kept apart so that each file reads at one
// sitting.
extension SQLiteDatabase {
  /// Runs the migrations the file has not seen, in one transaction, and marks the file as the
  /// shop's: one that fails leaves the file as it was, at its own version, as PostgreSQL's
  /// migrations leave a schema. The transaction recognises the file again under the write lock,
  /// before each migration: another process may have migrated it, or (for a file that was
  /// empty) made it something else, since it was first read.
  static func bringUpToDate(_ connection: SQLiteConnection, path: String)
    throws(DatabaseError)
  {
    // Migration 7 makes tables again and drops the old ones, which with foreign keys on would
    // cascade into the rows that refer to them (a guest cart's lines). Foreign keys are off for
    // the migrations, whatever the library's default, and each migration checks its references
    // itself as it ends, inside the one transaction all of them run in. The pragma does nothing
    // inside a transaction, so it comes first.
    do throws(SQLiteError) {
      try connection.execute("PRAGMA foreign_keys = OFF")
    } catch {
      throw .migrationFailed(path: path, reason: error.message)
    }
    do {
      try connection.transaction(immediate: true) { connection in
        while try !migrateOneStep(connection, path: path) {}
      }
    } catch let error as DatabaseError {
      throw error
    } catch let error as SQLiteError where error.isBusy {
      throw .busy(path: path)
    } catch {
      // Migration 7 copies each table into `shop_strict_<table>`; a person knows it by its own
      // name.
      let reason = (error as? SQLiteError)?.message ?? "the update was interrupted"
      throw .migrationFailed(path: path, reason: reason.replacing("shop_strict_", with: ""))
    }
  }

  /// Inside a write transaction: runs the next migration the file needs and sets the mark;
  /// `true` when there was nothing left to do.
  private static func migrateOneStep(_ connection: SQLiteConnection, path: String) throws -> Bool {
    let version: Int
    switch try FileIdentity.of(connection) {
    case .foreign: throw DatabaseError.notADatabase(path: path)
    case .altered: throw DatabaseError.damaged(path: path)
    case .empty: version = 0
    case .shop(let stored, let isMarked):
      guard stored <= Schema.latestVersion else {
        throw DatabaseError.newerSchema(
          path: path, version: stored, supported: Schema.latestVersion)
      }
      if stored == Schema.latestVersion, isMarked { return true }
      version = stored
    }
    if let next = Schema.migrations.first(where: { $0.version > version }) {
      try run(next, on: connection, path: path)
    }
    // PRAGMA takes no bound parameters; the value is an integer from this module, not input.
    try connection.execute("PRAGMA application_id = \(Schema.applicationID)")
    return false
  }

  /// Runs one migration, keeping what the file's owner attached to tables it makes again, and
  /// refuses it if it left a row referring to one that does not exist.
  private static func run(_ migration: Migration, on connection: SQLiteConnection, path: String)
    throws
  {
    var owners: OwnersObjects?
    if migration.remakesTables {
      owners = try OwnersObjects.setAside(
        in: connection, shop: MadeSchema.atVersion(migration.version - 1))
    }
    try connection.execute(migration.sql)
    try owners?.restore(in: connection)
    if migration.refoldsText { try refold(connection, at: migration.version) }
    guard try connection.integers("SELECT count(*) FROM pragma_foreign_key_check").first == 0 else {
      throw DatabaseError.migrationFailed(
        path: path, reason: "a row refers to another row that does not exist")
    }
    try connection.execute("PRAGMA user_version = \(migration.version)")
  }

  /// Folds every product again (`Refold`) and keeps the search index in step as the writer
  /// does (`SQLiteSearchIndex`), for a migration after the one that made today's index; an
  /// earlier refold (migration 10) leaves the index to migration 11, which makes it from the rows.
  static func refold(_ connection: SQLiteConnection, at version: Int) throws {
    let sql = SQLConnection(connection)
    guard version > Schema.searchIndexVersion else {
      return try Refold.products(in: sql, keeping: nil)
    }
    try Refold.products(in: sql) { entry in
      try SQLiteSearchIndex.keep(entry, isNew: false, on: sql)
    }
  }
}
