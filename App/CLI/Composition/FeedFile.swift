/// Hardening: the file `catalog sync --feed FILE` names, checked before it is handed to the feed
/// reader: each way it can be unusable gets its own sentence (a folder, a named pipe, no
/// permission) instead of one "cannot find", and a named pipe is refused without being opened,
/// since reading one waits for a writer that may never come. All are exit 66, a named input that
/// cannot be read.
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

enum FeedFile {
  static func check(_ path: String) throws(Refusal) {
    let advice = "give --feed the path of a JSON feed file"
    // The path is checked whole and named shortened (`TypedText`): it is typed, and may be long.
    let named = TypedText.shownLine(path)
    switch PathKind(path) {
    case .regularFile:
      guard access(path, R_OK) == 0 else {
        throw Refusal(
          message: "Cannot read \(named): you have no permission to read it.", kind: .missingFile)
      }
    case .missing:
      throw Refusal(
        message: "Cannot find \(named). Check the path given to --feed.", kind: .missingFile)
    case .unreachable(let error):
      throw Refusal(
        message: "Cannot reach \(named): \(String(cString: strerror(error))).", kind: .missingFile)
    case let kind:
      throw Refusal(
        message: "\(named) is \(kind.description), not a feed file; \(advice).", kind: .missingFile)
    }
  }
}
