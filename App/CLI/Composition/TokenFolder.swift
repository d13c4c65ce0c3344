/// Hardening: the folder the terminal's session tokens are kept in, opened as ssh opens
/// `~/.ssh`: it never waits on, follows or trusts a path another user could plant or read.
///
/// - It is `$XDG_STATE_HOME/shop`, else `~/.local/state/shop`; on macOS, which reads no XDG
///   variable, `~/Library/Application Support/shop`, beside the database. A variable that is
///   unset, empty or relative names nothing.
/// - Its folders are made, 0700, only inside a home or state folder that exists: one that does
///   not is a mistake in the environment, and a tree made up in its place would hide it.
/// - It is opened without following a link, and used only when it is this user's: a folder of
///   another user's, or a link to one, may hold a token they planted or can read. When it is
///   this user's and others may reach it, it is made 0700.
/// - Each process that writes a token writes it to a temporary file named by its pid first; one
///   it left when killed half-way is removed once no process has that pid.
import ShopDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct TokenFolder {
  /// How a platform keeps a program's state, which decides the variables that place the folder.
  enum Platform {
    /// Linux and the BSDs: the XDG base directories.
    case xdg
    /// macOS: `~/Library/Application Support`.
    case macOS

    static var current: Platform {
      #if os(macOS)
        .macOS
      #else
        .xdg
      #endif
    }
  }

  /// The folder that must exist already, the variable that named it, and the folders made in it.
  private let base: (path: String, variable: String, below: [String])?
  let platform: Platform
  /// The folder's path, for sentences; `nil` when the environment names no place for it.
  let path: String?

  init(environment: [String: String], platform: Platform = .current) {
    self.platform = platform
    let home = Self.absolute(environment["HOME"])
    switch platform {
    case .xdg:
      base =
        Self.absolute(environment["XDG_STATE_HOME"]).map { ($0, "XDG_STATE_HOME", ["shop"]) }
        ?? home.map { ($0, "HOME", [".local", "state", "shop"]) }
    case .macOS:
      base = home.map { ($0, "HOME", ["Library", "Application Support", "shop"]) }
    }
    path = base.map { base in
      (base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path) + "/"
        + base.below.joined(separator: "/")
    }
  }

  /// A variable's value when it is an absolute path: unset, empty or relative names nothing.
  private static func absolute(_ value: String?) -> String? {
    value.flatMap { $0.hasPrefix("/") ? $0 : nil }
  }

  /// The folder, opened: made first if `creating`, made private if others may reach it, and
  /// rid of the temporary files of processes that have ended. The caller closes it.
  func opened(creating: Bool) throws(StorageError) -> Int32 {
    guard let base, let path else { throw StorageError(reason: nowhere, problem: .tokenNotKept) }
    guard PathKind(base.path) == .folder else {
      throw failure(
        "\(TypedText.shownLine(base.path)), from \(base.variable), is not an existing folder")
    }
    var made = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
    for name in base.below where creating {
      made += "/" + name
      guard mkdir(made, 0o700) == 0 || errno == EEXIST else { throw failure(errno) }
    }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else {
      throw errno == ELOOP || errno == ENOTDIR
        ? failure("it is not a folder of yours") : failure(errno)
    }
    var info = stat()
    guard fstat(folder, &info) == 0, info.st_uid == geteuid() else {
      close(folder)
      throw failure("it is not a folder of yours")
    }
    if info.st_mode & 0o077 != 0, fchmod(folder, 0o700) != 0 {
      let error = errno
      close(folder)
      throw failure(error)
    }
    removeStaleTemporaries(in: folder)
    return folder
  }

  /// A name for this process's temporary token file: its pid, then a random number.
  static func temporaryName() -> String {
    ".\(getpid())-\(UInt32.random(in: .min ... .max)).session"
  }

  /// Removes the temporary files (`.PID-NUMBER.session`) whose process has ended: a write killed
  /// between making its file and removing it. A pid in use, even by another user, keeps its file.
  private func removeStaleTemporaries(in folder: Int32) {
    guard let listing = fdopendir(dup(folder)) else { return }
    defer { closedir(listing) }
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let name, let pid = Self.pid(ofTemporary: name), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlinkat(folder, name, 0)
    }
  }

  /// The pid in a temporary file's name, `.PID-NUMBER.session`; `nil` for any other name.
  private static func pid(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".session") else { return nil }
    let parts = name.dropFirst().dropLast(".session".count).split(separator: "-")
    let digits = { (part: Substring) in part.allSatisfy { ("0"..."9").contains($0) } }
    guard parts.count == 2, parts.allSatisfy({ digits($0) && UInt32($0) != nil }) else {
      return nil
    }
    return pid_t(parts[0]).flatMap { $0 > 0 ? $0 : nil }
  }

  /// Why there is no folder: no variable names one, as this platform reads them.
  private var nowhere: String {
    switch platform {
    case .xdg:
      "the session token cannot be kept: neither XDG_STATE_HOME nor HOME is set to an absolute path"
    case .macOS: "the session token cannot be kept: HOME is not set to an absolute path"
    }
  }

  func failure(_ error: Int32) -> StorageError {
    failure(String(cString: strerror(error)))
  }

  func failure(_ reason: String) -> StorageError {
    StorageError(
      reason:
        "the session token cannot be kept in \(path.map(TypedText.shownLine) ?? "no folder"): \(reason)",
      problem: .tokenNotKept)
  }
}
