/// Why the database file could not be opened for the app. What the file holds is left as it
/// was (a failed migration rolls back whole), or at today's version when the migrations had
/// committed: a `busy` or `cannotOpen` met configuring the file after them, which the next open
/// takes as it is. Opening for writing may have touched the file first: made it, empty and 0600,
/// when nothing was at the path (`DatabaseFile.createPrivate`), and taken the group's and
/// others' rights from a file of the shop's before migrating it (`DatabaseFile.makePrivate`).
public enum DatabaseError: Error, Equatable, Sendable {
  /// SQLite could not open or create the file (a missing folder, no permission, …).
  case cannotOpen(path: String, reason: String)
  /// The system's SQLite, `found`, is older than the shop's tables need (3.37): refused before
  /// the file is touched, and no other file would open.
  case libraryTooOld(path: String, found: String)
  /// The file is not one of the shop's: not SQLite, or another app's SQLite file.
  case notADatabase(path: String)
  /// The file was made by a newer version of the app, whose schema this one does not know.
  case newerSchema(path: String, version: Int, supported: Int)
  /// The file is SQLite but damaged: shorter than its header says, corrupt, or its tables made
  /// again by another program so that they no longer hold their columns to their types.
  case damaged(path: String)
  /// The file may not be written, and it needs a schema update that would write it.
  case readOnly(path: String)
  /// The schema could not be brought up to date.
  case migrationFailed(path: String, reason: String)
  /// Another process held the file longer than the busy timeout allows (or, while it opens,
  /// kept answering busy for two seconds).
  case busy(path: String)

  /// One sentence that says what failed and what became of the file. It names no way of
  /// choosing another file: that is the front end's to say, in its own words.
  public var message: String { message(naming: path) }

  /// `message` with the file called `path`: a front end shortens a long path it repeats.
  public func message(naming path: String) -> String {
    switch self {
    case .cannotOpen(_, let reason):
      "Cannot open the database at \(path): \(reason)."
    case .libraryTooOld(_, let found):
      "Cannot open the database at \(path): the system's SQLite is \(found); the shop needs 3.37 or later."
    case .notADatabase:
      "\(path) is not a Shop database (another app's file, or not SQLite); it was left untouched."
    case .newerSchema(_, let version, let supported):
      "\(path) was made by a newer Shop (schema \(version), this one knows up to \(supported)); it was left untouched. Update shop."
    case .damaged:
      "\(path) is damaged (truncated, corrupt, or its tables changed by another program); it was left untouched. Restore a copy of it."
    case .readOnly:
      "\(path) is read-only and needs an update from this version of Shop; make it writable once."
    case .migrationFailed(_, let reason):
      "Cannot update the database at \(path): \(reason); it was left as it was. Correct what that names, or restore a copy of it."
    case .busy:
      "The database at \(path) stayed busy with another program; try again."
    }
  }
}

extension DatabaseError {
  /// The file the error is about.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .libraryTooOld(let path, _), .notADatabase(let path),
      .newerSchema(let path, _, _),
      .damaged(let path), .readOnly(let path), .migrationFailed(let path, _), .busy(let path):
      path
    }
  }

  /// Whether another file is a way out: of every failure but a library too old, which no file
  /// changes (a busy file is one too, beside waiting).
  public var isAboutTheFile: Bool {
    if case .libraryTooOld = self { return false }
    return true
  }
}
