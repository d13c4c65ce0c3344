import ShopDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hardening: the terminal's session token, kept the way command-line tools keep credentials:
/// one file per database under `$XDG_STATE_HOME/shop/` (else `~/.local/state/shop/`; on macOS
/// `~/Library/Application Support/shop/`), mode 0600 in a folder of mode 0700, written whole or
/// not at all (a private file renamed over the old one), and never printed. A file that is
/// missing, is not a plain file of this user's, or does not hold a token is "signed out".
struct SessionFile: SessionTokenKeeper {
  /// The folder the file is in, and the file.
  let folder: String
  let path: String

  /// The file for the SQLite file at `path`, however the path is spelt (every link followed);
  /// `nil` when there is no home to keep it in.
  init?(sqlite path: String, environment: [String: String]) {
    let resolved = realpath(path, nil)
    defer { free(resolved) }
    self.init(database: "sqlite:" + (resolved.map { String(cString: $0) } ?? path), environment)
  }

  /// The file for a PostgreSQL database, named by its server and name (never the URL, which may
  /// hold a password).
  init?(postgres name: String, environment: [String: String]) {
    self.init(database: "postgres:" + name, environment)
  }

  private init?(database: String, _ environment: [String: String]) {
    guard let folder = Self.folder(environment: environment) else { return nil }
    self.folder = folder
    path = folder + "/" + Self.hash(database) + ".session"
  }

  func token() -> SessionToken? {
    let file = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
      info.st_size <= 256
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = read(file, &bytes, bytes.count)
    guard count > 0 else { return nil }
    var text = String(decoding: bytes[..<count], as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return SessionToken(text)
  }

  /// Writes the token to a private file and links it into place, which fails if a file is
  /// there: another process of this terminal made one first, and its token is the one kept. A
  /// file there that holds no token is replaced.
  func keep(_ token: SessionToken) throws(StorageError) -> SessionToken {
    try makePrivateFolder()
    let temporary = folder + "/.\(getpid())-\(UInt32.random(in: .min ... .max)).session"
    defer { unlink(temporary) }
    try writeNew(token, to: temporary)
    if link(temporary, path) == 0 { return token }
    guard errno == EEXIST else { throw failure(errno) }
    if let kept = self.token() { return kept }
    guard rename(temporary, path) == 0 else { throw failure(errno) }
    return token
  }

  /// A new file of mode 0600 holding the token and a line end, on the disk before it is used.
  private func writeNew(_ token: SessionToken, to path: String) throws(StorageError) {
    let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw failure(errno) }
    defer { close(file) }
    let line = Array((token.value + "\n").utf8)
    guard write(file, line, line.count) == line.count else {
      throw failure(errno == 0 ? EIO : errno)
    }
    guard fsync(file) == 0 else { throw failure(errno) }
  }

  /// The folder, made with mode 0700 if missing, and made private if it was not: a token in a
  /// folder others may list or write could be swapped or read.
  private func makePrivateFolder() throws(StorageError) {
    var made = ""
    for part in folder.split(separator: "/") {
      made += "/" + part
      guard mkdir(made, 0o700) != 0, errno != EEXIST else { continue }
      throw failure(errno)
    }
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid()
    else {
      throw StorageError(
        reason: "the session token cannot be kept in \(folder): it is not a folder of yours",
        problem: .tokenNotKept)
    }
    if info.st_mode & 0o077 != 0, chmod(folder, 0o700) != 0 { throw failure(errno) }
  }

  private func failure(_ error: Int32) -> StorageError {
    StorageError(
      reason: "the session token cannot be kept in \(folder): \(String(cString: strerror(error)))",
      problem: .tokenNotKept)
  }

  /// `$XDG_STATE_HOME/shop` when it is an absolute path, else `~/.local/state/shop` (on macOS,
  /// `~/Library/Application Support/shop`, beside the database).
  private static func folder(environment: [String: String]) -> String? {
    #if os(macOS)
      return home(environment).map { $0 + "/Library/Application Support/shop" }
    #else
      if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
        return (state.hasSuffix("/") ? String(state.dropLast()) : state) + "/shop"
      }
      return home(environment).map { $0 + "/.local/state/shop" }
    #endif
  }

  private static func home(_ environment: [String: String]) -> String? {
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home.hasSuffix("/") ? String(home.dropLast()) : home
  }

  /// A short, stable name for a database: 64-bit FNV-1a of its name, in hexadecimal. Not a
  /// secret and not a guard; it only keeps each database's file apart and its name out of sight.
  private static func hash(_ name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
