/// Hardening: the terminal's session token, kept the way ssh keeps a key: one file per database
/// in the `TokenFolder` (`$XDG_STATE_HOME/shop/`, else `~/.local/state/shop/`; on macOS
/// `~/Library/Application Support/shop/`), mode 0600 in a folder of mode 0700, written whole or
/// not at all (a private file linked into place), and never printed.
///
/// A file that is missing, is not a plain file of this user's that only they may read and write,
/// or does not hold a token is "signed out", and the next change replaces it: a token others
/// could read is no secret, and one they could write may be theirs. Its kind and owner are
/// learnt from the open file before a byte is read, and it is opened without waiting, so a
/// named pipe put in its place is never waited on.
import ShopDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct SessionFile: SessionTokenKeeper {
  let folder: TokenFolder
  /// The file's name in the folder: the database's, hashed.
  let name: String

  /// The file for the SQLite file at `path`, however the path is spelt: every link followed,
  /// and the result taken by its bytes, since a link's target need not be UTF-8.
  init(sqlite path: String, environment: [String: String]) {
    var database = Array("sqlite:".utf8)
    if let resolved = realpath(path, nil) {
      database += UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map {
        UInt8(bitPattern: $0)
      }
      free(resolved)
    } else {
      database += path.utf8
    }
    self.init(database: database, environment)
  }

  /// The file for a PostgreSQL shop, named by its identity: server, port, database and schema
  /// (never the URL, which may hold a password).
  init(postgres name: String, environment: [String: String]) {
    self.init(database: Array("postgres:".utf8) + name.utf8, environment)
  }

  private init(database: [UInt8], _ environment: [String: String]) {
    folder = TokenFolder(environment: environment)
    name = Self.hash(database) + ".session"
  }

  func token() -> SessionToken? {
    guard let folder = try? folder.opened(creating: false) else { return nil }
    defer { close(folder) }
    return token(in: folder)
  }

  /// A file is made in the folder and taken away again, so a folder that cannot be written (its
  /// mode, a read-only disk) fails here, before any change, as `keep` would fail after one; so
  /// does a folder standing at the file's name, which no file can be put in place of.
  func checkCanKeep() throws(StorageError) {
    let folder = try self.folder.opened(creating: true)
    defer { close(folder) }
    let probe = TokenFolder.temporaryName()
    let file = openat(folder, probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw self.folder.failure(errno) }
    close(file)
    unlinkat(folder, probe, 0)
    var info = stat()
    if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw self.folder.failure("a folder stands where its file goes")
    }
  }

  /// Writes the token to a private file and links it into place, which fails if a file is
  /// there: another process of this terminal made one first, and its token is the one kept. A
  /// file there that holds no token, or one that cannot be trusted, is replaced.
  func keep(_ token: SessionToken) throws(StorageError) -> SessionToken {
    let folder = try self.folder.opened(creating: true)
    defer { close(folder) }
    let temporary = TokenFolder.temporaryName()
    defer { unlinkat(folder, temporary, 0) }
    try writeNew(token, to: temporary, in: folder)
    if linkat(folder, temporary, folder, name, 0) == 0 { return token }
    guard errno == EEXIST else { throw self.folder.failure(errno) }
    // Processes replacing the same untrusted file take turns, each reading it again on its turn,
    // so a token another has just put in its place is used, never replaced under it.
    guard Self.lock(folder) else { throw self.folder.failure("another process holds its folder") }
    defer { flock(folder, LOCK_UN) }
    if let kept = self.token(in: folder) { return kept }
    guard renameat(folder, temporary, folder, name) == 0 else { throw self.folder.failure(errno) }
    return token
  }

  /// Takes the folder's lock, trying for about a second and never waiting on it: a process of
  /// this terminal holds it for one read and one rename, and anyone who holds it longer (one who
  /// opened the folder before it was made 0700) is not waited for.
  private static func lock(_ folder: Int32) -> Bool {
    for _ in 0..<200 {
      if flock(folder, LOCK_EX | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else { return false }
      var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
      nanosleep(&pause, nil)
    }
    return false
  }

  /// The token in the file, if the file can be trusted to hold this terminal's.
  private func token(in folder: Int32) -> SessionToken? {
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
      info.st_mode & 0o077 == 0, info.st_size <= 256
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = read(file, &bytes, bytes.count)
    guard count > 0 else { return nil }
    var text = String(decoding: bytes[..<count], as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return SessionToken(text)
  }

  /// A new file of mode 0600 holding the token and a line end, on the disk before it is used.
  private func writeNew(_ token: SessionToken, to name: String, in folder: Int32)
    throws(StorageError)
  {
    let file = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw self.folder.failure(errno) }
    defer { close(file) }
    let line = Array((token.value + "\n").utf8)
    guard write(file, line, line.count) == line.count else {
      throw self.folder.failure(errno == 0 ? EIO : errno)
    }
    guard fsync(file) == 0 else { throw self.folder.failure(errno) }
  }

  /// A short, stable name for a database: 64-bit FNV-1a of its name, in hexadecimal. Not a
  /// secret and not a guard; it only keeps each database's file apart and its name out of sight.
  private static func hash(_ name: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
