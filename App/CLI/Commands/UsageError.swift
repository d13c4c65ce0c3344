/// A command line `shop` cannot run, with the usage line of the command it was meant for.
struct UsageError: Error, Equatable {
  let message: String
  let usage: String

  /// What is printed on standard error: the problem, then how the command is written.
  var text: String { "\(message)\nUsage: \(usage)" }
}
