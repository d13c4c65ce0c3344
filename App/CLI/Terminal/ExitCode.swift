/// The process exit codes `shop` documents, from BSD's sysexits where one fits.
public enum ExitCode: Int32, Sendable {
  case success = 0
  /// A business rule refused: an unknown SKU, out of stock, not signed in.
  case refused = 1
  /// The command line is wrong: an unknown command or option, a missing value.
  case usage = 64
  /// Input data is invalid: a malformed feed, a value a rule does not accept.
  case badData = 65
  /// A file named on the command line does not exist.
  case noInput = 66
  /// The database cannot be opened, read or written.
  case ioError = 74
}
