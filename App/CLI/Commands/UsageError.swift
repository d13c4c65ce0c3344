/// A command line `shop` cannot run, with the usage line of the command it was meant for.
///
/// Most are usage errors (64): the line cannot be read as a command. A few are values of the
/// right type that are refused before any Store sees them, such as a whole number too large to
/// hold; those keep the exit code of invalid input (65), as the same value would get from a rule.
struct UsageError: Error, Equatable {
  let message: String
  let usage: String
  var exitCode: ExitCode = .usage

  /// What is printed on standard error: the problem, then how the command is written.
  var text: String { exitCode == .usage ? "\(message)\nUsage: \(usage)" : message }
}
