import ShopPresentation

/// The process exit codes `shop` documents, from BSD's sysexits where one fits. README.md's
/// table says which mistake gets which; the same kind of mistake gets the same code everywhere.
public enum ExitCode: Int32, Sendable {
  case success = 0
  /// Something well formed does not exist, or the shop's state refuses: an unknown SKU, out of
  /// stock, not signed in.
  case refused = 1
  /// The command line cannot be read: an unknown command or option, a missing value, a value
  /// of the wrong type, an argument that is not UTF-8.
  case usage = 64
  /// A value of the right type that a rule refuses, or a malformed feed.
  case badData = 65
  /// A file named on the command line does not exist or cannot be read.
  case noInput = 66
  /// The database cannot be opened, read or written, the output could not be written, or a
  /// session token cannot be kept.
  case ioError = 74
}

extension ExitCode {
  /// Every code but success, in order, for the manual.
  static let documented: [ExitCode] = [.refused, .usage, .badData, .noInput, .ioError]

  /// What the code means, as the manual says it.
  var meaning: String {
    switch self {
    case .success: "Success."
    case .refused:
      "A business rule refused: an unknown SKU or order, an --after that names nothing in its list, out of stock, not signed in, an order that can no longer be cancelled."
    case .usage:
      "The command line cannot be read: an unknown command or option, a missing value, a value of the wrong type, an argument or variable that is not UTF-8."
    case .badData: "A value a rule refuses, or a malformed feed."
    case .noInput: "A file named on the command line does not exist or cannot be read."
    case .ioError:
      "The database cannot be opened, read or written, a change's session token cannot be kept, or the output could not be written."
    }
  }
}

/// Every kind of error `shop` reports, as `--json` names it (`"kind": "not_found"`), with the
/// exit code it ends with: the one table of both, so the name and the code of an error cannot
/// disagree. A Store's failure keeps its `Failure.Kind`'s name, and so does a refusal the
/// command line or the composition makes before any Store runs (a number out of its range,
/// `invalid_input`; a feed file not there, `missing_file`; a database path, `storage`). Two
/// kinds are the CLI's own: `usage`, a command line it cannot read (a number that is not one
/// included), and `output`, a standard output it could not write.
enum ErrorKind: Hashable, CaseIterable, Sendable {
  /// The command line cannot be read.
  case usage
  /// What a Store reported, or the command line or composition in a Store's words.
  case failure(Failure.Kind)
  /// Standard output, or standard error, could not be written (full, or its reader gone); the
  /// command's effect stands.
  case output

  static let allCases: [ErrorKind] = [.usage] + Failure.Kind.allCases.map(failure) + [.output]

  static let notFound = failure(.notFound)
  static let refused = failure(.refused)
  static let invalidInput = failure(.invalidInput)
  static let badData = failure(.badData)
  static let missingFile = failure(.missingFile)
  static let storage = failure(.storage)

  /// The name `--json` gives it.
  var rawValue: String {
    switch self {
    case .usage: "usage"
    case .failure(let kind): kind.rawValue
    case .output: "output"
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .failure(.notFound), .failure(.refused): .refused
    case .failure(.invalidInput), .failure(.badData): .badData
    case .failure(.missingFile): .noInput
    case .failure(.storage), .output: .ioError
    }
  }
}
