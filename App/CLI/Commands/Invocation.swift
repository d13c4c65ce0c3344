/// A parsed command line: what to do, and the options around it.
struct Invocation: Equatable {
  var options: GlobalOptions
  var command: Command
}
