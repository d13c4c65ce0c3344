/// Hardening: what a path names, learnt with `stat(2)`: it follows symbolic links, and it neither
/// opens the file nor waits on it, so asking about a named pipe cannot hang.
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

enum PathKind: Equatable {
  case regularFile
  case folder
  /// Something that is neither, described for a sentence: "a named pipe", "a device".
  case special(String)
  /// Nothing is there (or a component on the way is not a folder).
  case missing
  /// The path cannot be looked at: the `errno` of `stat`, such as `EACCES`.
  case unreachable(Int32)

  init(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let error = errno
      self = error == ENOENT || error == ENOTDIR ? .missing : .unreachable(error)
      return
    }
    self.init(mode: info.st_mode)
  }

  /// What an open file is, such as standard input: `fstat(2)`.
  init(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      self = .unreachable(errno)
      return
    }
    self.init(mode: info.st_mode)
  }

  private init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .special("a named pipe")
    case S_IFCHR, S_IFBLK: self = .special("a device")
    case S_IFSOCK: self = .special("a socket")
    default: self = .special("an unusual kind of file")
    }
  }

  /// How a path of this kind is described after "is": "a folder", "a named pipe".
  var description: String {
    switch self {
    case .regularFile: "a file"
    case .folder: "a folder"
    case .special(let name): name
    case .missing: "missing"
    case .unreachable(let error): "out of reach (\(String(cString: strerror(error))))"
    }
  }
}
