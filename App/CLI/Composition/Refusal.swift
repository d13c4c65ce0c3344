/// A run stopped before any Store was asked, because what it was given cannot be used: a
/// database path that is a folder, a feed that is a named pipe, a home folder that does not
/// exist. One sentence for standard error, and the kind of mistake, which gives the exit code.
struct Refusal: Error, Equatable {
  let message: String
  let kind: ErrorKind

  var exitCode: ExitCode { kind.exitCode }
}
