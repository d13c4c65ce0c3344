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

/// Where output goes: results to standard output, errors to standard error. It never traps on a
/// failed write: each stream remembers its first failure, and `exitCode(after:)` turns it into
/// the run's exit code once the command's effect is in place.
struct Console: Sendable {
  let output: StandardStream
  let errors: StandardStream

  /// The process's own streams, readied for writing (see `prepareStandardStreams`). Called once,
  /// at the start of a run.
  static func standard() -> Console {
    let streams = StandardStream.prepareStandardStreams()
    return Console(output: streams.output, errors: streams.errors)
  }

  func write(_ text: String) {
    output.write(text)
  }

  func line(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// A sentence on standard error. Error sentences and trace lines carry typed input and data
  /// and never the app's colour codes, so every one is made safe here, in one place.
  func errorLine(_ text: String) {
    let safe = TerminalText.visible(text)
    errors.write(safe.hasSuffix("\n") ? safe : safe + "\n")
  }

  /// The exit code of a run whose command ended with `code`, given what became of its output.
  /// Output that could not be written makes a successful run fail with 74 (the command's effect
  /// stands; only its report was lost). A reader that went away (`EPIPE`, as in `| head -1`) is
  /// an ordinary end for a command-line tool and is not remarked on; any other failure is said
  /// in one sentence, if standard error still works.
  func exitCode(after code: ExitCode) -> ExitCode {
    if let failure = output.failure {
      if failure != EPIPE {
        let reason = failure == EBADF ? "standard output is closed" : Self.describe(failure)
        errorLine(
          code == .success
            ? "The command was carried out, but its output could not be written: \(reason)."
            : "The output could not be written: \(reason).")
      }
      return code == .success ? .ioError : code
    }
    if errors.failure != nil && code == .success { return .ioError }
    return code
  }

  private static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
