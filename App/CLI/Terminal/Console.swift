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
/// failed write: each stream remembers its first failure, and `Output.exitCode(after:json:on:)`
/// turns it into the run's exit code once the command's effect is in place.
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

  /// Why standard output could not be written, as the end of a sentence; `nil` when it could,
  /// and when its reader went away (`EPIPE`, as in `| head -1`), an ordinary end for a
  /// command-line tool that is not remarked on.
  var outputFailure: String? {
    guard let failure = output.failure, failure != EPIPE else { return nil }
    return failure == EBADF ? "standard output is closed" : String(cString: strerror(failure))
  }

  /// Whether a write to either stream failed.
  var failed: Bool { output.failure != nil || errors.failure != nil }
}
