/// Hardening: how a database named by a person (`--db`, `SHOP_DB`) is read before anything opens
/// it, so that no spelling loses data or shows a secret.
///
/// - Anything shaped like a URL (`scheme:/…`, the scheme as RFC 3986 writes it) is a URL, never a
///   file: a PostgreSQL URL when its scheme is `postgresql` or `postgres` in any case (schemes
///   are case-insensitive), refused otherwise. A URL that became a file name would be echoed
///   whole, password and all, in the sentence that says the file cannot be made.
/// - SQLite gives some names a meaning of their own: `:memory:` is a database that vanishes when
///   the command ends, an empty name a private temporary one, and names that start with `:` are
///   kept for more of the same. None of them is a place to keep a shop, so each is refused.
/// - libpq's `key=value` form (`host=… password=…`) names no file, and SQLite would make one
///   named by it, password and all: it is refused, and the refusal says to write a URL.
/// - A name is echoed only as `TypedText.shownLine` makes it: short, and with any
///   `user:password@` or `password=…` hidden, as every value `TypedText` shows is.
import ShopDomain
import ShopPresentation

enum DatabaseName {
  /// What a name typed for the database means.
  enum Reading: Equatable {
    /// A PostgreSQL URL, its scheme written in lower case as libpq expects.
    case postgres(url: String)
    /// A file name for SQLite.
    case file(String)
  }

  /// The schemes that name a PostgreSQL database.
  static let postgresSchemes = ["postgresql", "postgres"]

  /// `name` read as a database, or the sentence that refuses it (a usage mistake, exit 64).
  static func read(_ name: String, from source: DatabaseLocation.Source) throws(Refusal) -> Reading
  {
    if let scheme = urlScheme(of: name) {
      guard postgresSchemes.contains(scheme.lowercased()), name.hasPrefix(scheme + "://") else {
        throw Refusal(
          message:
            "\(source.name) looks like a URL, but only postgresql:// and postgres:// URLs name a database (in any case, with nothing before them); \(source.advice).",
          kind: .usage)
      }
      return .postgres(url: scheme.lowercased() + name.dropFirst(scheme.count))
    }
    if isConnectionString(name) {
      throw Refusal(
        message:
          "\(source.name) looks like libpq's key=value form, which the shop does not read; write it as a postgresql:// URL, or \(source.advice).",
        kind: .usage)
    }
    if name.allSatisfy(\.isWhitespace) {
      throw Refusal(
        message:
          "\(source.name) is blank, which SQLite would take as a temporary database; \(source.advice).",
        kind: .usage)
    }
    if name.hasPrefix(":") {
      throw Refusal(
        message:
          "\(source.name) starts with \":\", which SQLite keeps for databases that are not files (\":memory:\" is lost when the command ends); \(source.advice).",
        kind: .usage)
    }
    return .file(name)
  }

  /// Whether `name` starts as libpq's `key=value` form does: a keyword of it, then `=`.
  private static func isConnectionString(_ name: String) -> Bool {
    let key = name.drop { $0.isWhitespace }.prefix { $0 != "=" }
    return key.count < name.count
      && connectionKeywords.contains(key.filter { !$0.isWhitespace }.lowercased())
  }

  /// The keywords a libpq connection string most often starts with.
  private static let connectionKeywords: Set = [
    "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "service", "sslmode",
    "connect_timeout", "options", "application_name",
  ]

  /// The scheme of a name shaped like a URL, after any spaces: letters, then letters, digits,
  /// `+`, `-` or `.`, then `:/`.
  private static func urlScheme(of name: String) -> Substring? {
    let trimmed = name.drop { $0.isWhitespace }
    guard let colon = trimmed.firstIndex(of: ":"),
      trimmed[trimmed.index(after: colon)...].hasPrefix("/")
    else { return nil }
    let scheme = trimmed[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme
  }
}
