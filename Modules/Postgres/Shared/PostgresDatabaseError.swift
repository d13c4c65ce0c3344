import ShopDomain

/// Why the PostgreSQL database could not be used by the app. Every case leaves it as it was:
/// nothing is written before the server is reached and the schema recognised.
public enum PostgresDatabaseError: Error, Equatable, Sendable {
  /// libpq, PostgreSQL's client library, could not be loaded: no server was asked anything.
  case clientMissing(LibPQ.LoadError)
  /// The server could not be reached, or refused the connection (a wrong password, a database
  /// that does not exist). `reason` is libpq's, with whatever it quoted of a password hidden
  /// (`ConnectionFailure`).
  case cannotConnect(reason: String)
  /// The schema holds tables, and they are not the shop's: another app's database.
  case foreign(target: String)
  /// A newer Shop made the schema; this one does not know it.
  case newerSchema(target: String, version: Int, supported: Int)
  /// The schema could not be brought up to date (no schema to create tables in, no right to).
  case migrationFailed(target: String, reason: String)
  /// Roles other than the shop's own may create objects in `schema`, the shop's or, when
  /// `holdsTrigrams`, the one `pg_trgm` is in: the shop's SQL could run their code. `roles`
  /// names them (`PUBLIC` for every role).
  case openToOthers(target: String, schema: String, holdsTrigrams: Bool, roles: [String])

  /// One sentence that says what failed and what became of the database. A reason is the
  /// server's or libpq's, which may say anything at any length: it is repeated as a line is
  /// (`TypedText.shownLine`), here where every path that words one meets.
  public var message: String {
    switch self {
    case .clientMissing(let error):
      error.message
    case .cannotConnect(let reason):
      "Cannot connect to the PostgreSQL server: \(TypedText.shownLine(reason).endingASentence)"
    case .foreign(let target):
      "Cannot use \(target): it holds tables that are not Shop's (another app's database); it was left untouched."
    case .newerSchema(let target, let version, let supported):
      "Cannot use \(target): a newer Shop made it (schema \(version), this one knows up to \(supported)); it was left untouched. Update shop."
    case .migrationFailed(let target, let reason):
      "Cannot set up \(target) for Shop: \(TypedText.shownLine(reason).endingASentence)"
    case .openToOthers(let target, let schema, let holdsTrigrams, let roles):
      "Cannot use \(target): roles other than the shop's own (\(Self.listed(roles))) may create objects in \(holdsTrigrams ? "the schema \"\(schema)\" that holds pg_trgm" : "its schema \"\(schema)\""), so the shop's SQL could run their code; it was left untouched."
    }
  }

  /// The first three names, and how many more there are.
  private static func listed(_ names: [String]) -> String {
    let shown = names.prefix(3).joined(separator: ", ")
    return names.count > 3 ? shown + " and \(names.count - 3) more" : shown
  }
}

extension String {
  /// The text with a full stop, unless it already ends a sentence (libpq's own messages may).
  fileprivate var endingASentence: String {
    guard let last, ".?!".contains(last) else { return self + "." }
    return self
  }
}

extension PostgresDatabaseError {
  /// Whether another database is a way out: of every failure but a client library missing or too
  /// old, which no URL changes.
  public var isAboutTheDatabase: Bool {
    if case .clientMissing = self { return false }
    return true
  }
}
