/// Why the database file could not be opened for the app. Every case leaves the file as it was.
public enum DatabaseError: Error, Equatable, Sendable {
  /// SQLite could not open or create the file (a missing folder, no permission, …).
  case cannotOpen(path: String, reason: String)
  /// The file exists but is not a SQLite database.
  case notADatabase(path: String)
  /// The file was made by a newer version of the app, whose schema this one does not know.
  case newerSchema(path: String, version: Int, supported: Int)
  /// The file is SQLite but damaged: shorter than its header says, or corrupt.
  case damaged(path: String)
  /// The file may not be written, and it needs a schema update that would write it.
  case readOnly(path: String)
  /// The schema could not be brought up to date.
  case migrationFailed(path: String, reason: String)

  /// One sentence that says what happened and what to do.
  public var message: String {
    switch self {
    case .cannotOpen(let path, let reason):
      "Cannot open the database at \(path): \(reason). Check the path, or pass another with --db."
    case .notADatabase(let path):
      "\(path) is not a Shop database (not SQLite); it was left untouched. Pass another file with --db."
    case .newerSchema(let path, let version, let supported):
      "\(path) was made by a newer Shop (schema \(version), this one knows up to \(supported)); it was left untouched. Update shop."
    case .damaged(let path):
      "\(path) is damaged (truncated or corrupt); it was left untouched. Restore a copy or pass another file with --db."
    case .readOnly(let path):
      "\(path) is read-only and made by an older Shop; it needs an update, so make it writable once."
    case .migrationFailed(let path, let reason):
      "Cannot update the database at \(path): \(reason)."
    }
  }
}
