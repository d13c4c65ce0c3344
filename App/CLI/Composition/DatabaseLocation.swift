/// Hardening: where the database lives, checked before SQLite is given the path: `--db PATH`, else
/// `SHOP_DB`, else the user's data folder, `$XDG_DATA_HOME/shop/shop.sqlite` (or
/// `~/.local/share/shop/shop.sqlite`) on Linux and `~/Library/Application Support/shop/` on macOS.
/// A `postgres://` or `postgresql://` URL in `--db` or `SHOP_DB` names a PostgreSQL database
/// instead, handed to libpq with its scheme in lower case (`DatabaseName`) and otherwise as typed.
///
/// SQLite would open nearly anything it is given and create files beside it: a journal next to
/// /dev/null, a database in memory for a `file:` URI, a fresh file in a folder made up by a typo.
/// So the path is settled here first: it must be a regular file or not exist yet in a folder that
/// does. Only the default location's own folders are ever created, and only below a home or data
/// folder that already exists.
import ShopDomain

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum DatabaseLocation {
  /// Where a path came from, to say in a refusal how to choose another.
  enum Source {
    case option
    case environment
    case defaultLocation

    /// Where the name was given, as a sentence names it.
    var name: String { words.name }
    /// How the database was chosen, after its name: "from --db".
    var origin: String { words.origin }
    /// How to choose another database file, inside a sentence.
    var advice: String { words.advice }

    /// The three, a row for each source, so a source's wording reads in one place.
    private var words: (name: String, origin: String, advice: String) {
      switch self {
      case .option: ("--db", "from --db", "pass another path with --db")
      case .environment: ("SHOP_DB", "from SHOP_DB", "set SHOP_DB to another path")
      case .defaultLocation:
        ("The default database", "the default one", "choose a database file with --db")
      }
    }

    /// How to name another PostgreSQL database, inside a sentence.
    var urlAdvice: String {
      switch self {
      case .option, .defaultLocation: "pass another URL with --db"
      case .environment: "set SHOP_DB to another URL"
      }
    }

    /// How to name another database file, as a sentence of its own.
    var fileAdvice: String { Self.sentence(advice) }

    /// How to name another PostgreSQL database, as a sentence of its own.
    var databaseAdvice: String { Self.sentence(urlAdvice) }

    private static func sentence(_ words: String) -> String {
      (words.first.map { $0.uppercased() } ?? "") + words.dropFirst() + "."
    }
  }

  /// The store a run uses: an SQLite file, or a database on a PostgreSQL server.
  enum Storage: Equatable {
    case sqlite(path: String, from: Source)
    case postgres(url: String, from: Source)

    /// `value` as a store: a URL with PostgreSQL's schemes names a server, any other URL or a
    /// name SQLite keeps for itself is refused, anything else is a file.
    fileprivate init(_ value: String, from source: Source) throws(Refusal) {
      switch try DatabaseName.read(value, from: source) {
      case .postgres(let url): self = .postgres(url: url, from: source)
      case .file(let path):
        self = .sqlite(path: try DatabaseLocation.checked(path, from: source), from: source)
      }
    }
  }

  /// The store for this run: a PostgreSQL URL as given, or the path to hand SQLite, its folder
  /// in place.
  static func prepare(option: String?, environment: [String: String]) throws(Refusal) -> Storage {
    if let option { return try Storage(option, from: .option) }
    if let variable = environment["SHOP_DB"] {
      guard !variable.isEmpty else {
        throw Refusal(
          message:
            "SHOP_DB is set but empty; set it to the path of a database file, or unset it to use the default.",
          kind: .usage)
      }
      return try Storage(variable, from: .environment)
    }
    return .sqlite(
      path: try checked(try defaultPath(environment: environment), from: .defaultLocation),
      from: .defaultLocation)
  }

  /// `path` as SQLite must be given it, once it is known to be a regular file or a new file in
  /// an existing folder.
  fileprivate static func checked(_ path: String, from source: Source) throws(Refusal) -> String {
    let shown = TypedText.shownLine(path)
    switch PathKind(path) {
    case .regularFile:
      break
    case .missing:
      let folder = self.folder(of: path)
      let shownFolder = TypedText.shownLine(folder)
      switch PathKind(folder) {
      case .folder:
        break
      case .missing:
        throw Refusal(
          message:
            "The folder \(shownFolder) does not exist, so the database \(shown) cannot be made there; create the folder, or \(source.advice).",
          kind: .storage)
      case let kind:
        throw Refusal(
          message:
            "\(shownFolder) is \(kind.description), not a folder the database \(shown) can be made in; \(source.advice).",
          kind: .storage)
      }
    case .unreachable(let error):
      throw Refusal(
        message:
          "Cannot use \(shown) as the database: \(String(cString: strerror(error))); \(source.advice).",
        kind: .storage)
    case let kind:
      throw Refusal(
        message:
          "\(shown) is \(kind.description), not a database file, so nothing was created; \(source.advice).",
        kind: .storage)
    }
    // SQLite reads a name that starts with `file:` as a URI (`file:x?mode=memory` would be a
    // database in memory, and other parameters change how the file is opened) when the library
    // is built to, whatever flags it is opened with. `./` in front keeps it a file name.
    return !path.hasPrefix("/") && path.hasPrefix("file:") ? "./" + path : path
  }

  /// The folder a path's file is in; `.` for a bare file name.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The default database, its folders made below the home or data folder, which must exist.
  private static func defaultPath(environment: [String: String]) throws(Refusal) -> String {
    let base: String
    let below: [String]
    #if os(macOS)
      base = try home(environment: environment)
      below = ["Library", "Application Support", "shop"]
    #else
      if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
        guard PathKind(dataHome) == .folder else {
          throw Refusal(
            message:
              "XDG_DATA_HOME is \(TypedText.shownLine(dataHome)), which is not an existing folder; create it, or choose a database file with --db.",
            kind: .storage)
        }
        base = dataHome
        below = ["shop"]
      } else {
        base = try home(environment: environment)
        below = [".local", "share", "shop"]
      }
    #endif
    var folder = base.hasSuffix("/") ? String(base.dropLast()) : base
    for name in below {
      folder += "/" + name
      try makeFolder(folder)
    }
    return folder + "/shop.sqlite"
  }

  /// The home folder: `HOME` when it is an absolute path, else the account's; it must exist.
  private static func home(environment: [String: String]) throws(Refusal) -> String {
    let home =
      environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? accountHome()
    guard let home else {
      throw Refusal(
        message:
          "Cannot tell where your home folder is: HOME is not set. Choose a database file with --db.",
        kind: .storage)
    }
    guard PathKind(home) == .folder else {
      throw Refusal(
        message:
          "Your home folder \(TypedText.shownLine(home)) does not exist, so there is nowhere to keep the database; create it, or choose a database file with --db.",
        kind: .storage)
    }
    return home
  }

  /// The home folder of the account running `shop`, from the user database; none when it is not
  /// UTF-8, which a String would read as another folder.
  private static func accountHome() -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    // The entry's strings point into the buffer, so they are read while it is still lent out.
    let home = buffer.withUnsafeMutableBufferPointer { storage -> String? in
      var entry = passwd()
      var found: UnsafeMutablePointer<passwd>?
      guard let start = storage.baseAddress,
        getpwuid_r(getuid(), &entry, start, storage.count, &found) == 0, found != nil,
        let directory = entry.pw_dir
      else { return nil }
      return String(validatingCString: directory)
    }
    return home.flatMap { $0.hasPrefix("/") ? $0 : nil }
  }

  /// Makes one folder, private to the user as the XDG spec asks. Many first runs may start at
  /// once; a folder another one made in the meantime is as good as one made here.
  private static func makeFolder(_ folder: String) throws(Refusal) {
    if mkdir(folder, 0o700) == 0 { return }
    let error = errno
    if error == EEXIST, PathKind(folder) == .folder { return }
    let reason =
      error == EEXIST
      ? "something that is not a folder is in the way" : String(cString: strerror(error))
    throw Refusal(
      message:
        "Cannot create the folder \(TypedText.shownLine(folder)) for the database: \(reason). Choose a database file with --db.",
      kind: .storage)
  }
}
