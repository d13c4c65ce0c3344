/// Hardening: the database file on the disk, private and named by its bytes.
///
/// The file holds every terminal's session token, and whoever reads a token is that session; so
/// only its owner may read it. SQLite would make a new file 0644 (less the umask), and its
/// `-wal` and `-shm` with the file's own mode: the shop makes the file itself first, 0600, so
/// all three are private whatever the umask. A shop file of this user's that others may reach
/// (one made before this rule) is made private too when it is opened for writing, `-wal` and
/// `-shm` with it; rights are only ever taken away, and another user's file, or another app's,
/// keeps its mode.
///
/// Paths that come back from the system (`realpath`) are kept as bytes: a link's target need
/// not be UTF-8, and read as a String it would name another file.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum DatabaseFile {
  /// A path as C takes it: its bytes and a terminating zero.
  typealias Bytes = [CChar]

  /// Makes the file at `path`, empty and 0600, when nothing is there: SQLite then opens it as a
  /// new database. A link is followed, as SQLite would follow it; a file that is there, or that
  /// another process makes meanwhile, is left as it is.
  static func createPrivate(_ path: String) {
    guard access(path, F_OK) != 0 else { return }
    let file = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
    if file >= 0 { close(file) }
  }

  /// Whether the file at `path` holds nothing yet or begins as every SQLite file does. SQLite
  /// opens some files that are neither as an empty database (one of a single byte), and the
  /// shop would then write its schema over another's bytes. A file that cannot be opened here
  /// (`:memory:`) is left to SQLite, which has opened it already.
  static func isEmptyOrSQLite(_ path: String) -> Bool {
    let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return true }
    defer { close(file) }
    let magic = Array("SQLite format 3\0".utf8)
    var header = [UInt8](repeating: 0, count: magic.count)
    let count = read(file, &header, header.count)
    return count == 0 || (count == header.count && header == magic)
  }

  /// Takes from the file at `path`, and from its `-wal` and `-shm`, every right of the group and
  /// of others, when they are this user's.
  static func makePrivate(_ path: String) {
    let file = resolved(path)
    for suffix in ["", "-wal", "-shm"] {
      let name = appending(suffix, to: file)
      var info = stat()
      guard stat(name, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 != 0 else {
        continue
      }
      chmod(name, info.st_mode & 0o700)
    }
  }

  /// The path of the file itself, every link on the way followed; `path` when it cannot be
  /// resolved.
  static func resolved(_ path: String) -> Bytes {
    guard let resolved = realpath(path, nil) else { return Array(path.utf8CString) }
    defer { free(resolved) }
    return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved) + 1))
  }

  /// The folder holding `file`: what comes before its last `/`, else the working folder.
  static func folder(of file: Bytes) -> Bytes {
    let slash = CChar(UInt8(ascii: "/"))
    guard let last = file.lastIndex(of: slash) else { return Array(".".utf8CString) }
    return last == file.startIndex ? Array("/".utf8CString) : Array(file[..<last]) + [0]
  }

  /// `file` with `suffix` after its name: its `-wal`.
  static func appending(_ suffix: String, to file: Bytes) -> Bytes {
    file.dropLast() + suffix.utf8CString
  }
}
