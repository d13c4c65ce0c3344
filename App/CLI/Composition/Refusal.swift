/// A run stopped before any Store was asked, because what it was given cannot be used: a
/// database path that is a folder, a feed that is a named pipe, a home folder that does not
/// exist. One sentence for standard error, and the exit code of that kind of mistake.
struct Refusal: Error, Equatable {
  let message: String
  let exitCode: ExitCode
}

extension Refusal {
  /// The kind of failure, as `--json` names it, matching `Failure.Kind`'s codes.
  var kind: String {
    switch exitCode {
    case .usage: "usage"
    case .noInput: "missing_file"
    case .badData: "bad_data"
    case .refused: "refused"
    case .success, .ioError: "storage"
    }
  }
}
