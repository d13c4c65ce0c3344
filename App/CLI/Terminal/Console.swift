import Foundation

/// Where output goes: results to standard output, errors to standard error. A value, so tests
/// of a view never touch the process's real streams.
struct Console: Sendable {
  let write: @Sendable (String) -> Void
  let writeError: @Sendable (String) -> Void

  static let standard = Console(
    write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) }
  )

  func line(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n")
  }

  func errorLine(_ text: String) {
    writeError(text.hasSuffix("\n") ? text : text + "\n")
  }
}
