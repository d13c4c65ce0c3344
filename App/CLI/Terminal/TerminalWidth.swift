#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many columns a table may use: the terminal's own width when standard output is a
/// terminal, `$COLUMNS` when a script sets it, and 80 otherwise, kept between 40 and 400 so a
/// strange value cannot make a table unreadable.
enum TerminalWidth {
  static let standard = 80
  static let range = 40...400

  static func current(environment: [String: String] = EnvironmentVariables.current()) -> Int {
    if let columns = terminalColumns() { return clamped(columns) }
    if let text = environment["COLUMNS"], let columns = Int(text) { return clamped(columns) }
    return standard
  }

  private static func terminalColumns() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  private static func clamped(_ columns: Int) -> Int {
    min(max(columns, range.lowerBound), range.upperBound)
  }
}
