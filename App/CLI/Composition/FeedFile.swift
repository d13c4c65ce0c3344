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

/// Hardening: the file `catalog sync --feed FILE` names, checked before it is handed to the feed
/// reader: each way it can be unusable gets its own sentence (a folder, a named pipe, no
/// permission) instead of one "cannot find", and a named pipe is refused without being opened,
/// since reading one waits for a writer that may never come. All are exit 66, a named input that
/// cannot be read.
enum FeedFile {
  static func check(_ path: String) throws(Refusal) {
    let advice = "give --feed the path of a JSON feed file"
    switch PathKind(path) {
    case .regularFile:
      guard access(path, R_OK) == 0 else {
        throw Refusal(
          message: "Cannot read \(path): you have no permission to read it.", kind: .missingFile)
      }
    case .missing:
      throw Refusal(
        message: "Cannot find \(path). Check the path given to --feed.", kind: .missingFile)
    case .unreachable(let error):
      throw Refusal(
        message: "Cannot reach \(path): \(String(cString: strerror(error))).", kind: .missingFile)
    case let kind:
      throw Refusal(
        message: "\(path) is \(kind.description), not a feed file; \(advice).", kind: .missingFile)
    }
  }
}
