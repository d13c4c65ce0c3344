#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line on standard error that says how far long work has come, written over itself as the
/// work moves and wiped when it ends, so what the command prints next starts on a clean line.
///
/// It shows only on a terminal. Piped, logged or read by a script, standard error carries
/// nothing but errors, and `--json` asks for data alone: there the line is never written.
@MainActor
final class ProgressLine {
  private let errors: StandardStream
  private let isShown: Bool
  /// How many columns the line covers now, to wipe them: a wide character (CJK, an emoji) covers
  /// two, and a space one.
  private var width = 0

  init(errors: StandardStream, isShown: Bool) {
    self.errors = errors
    self.isShown = isShown
  }

  /// A line on `console`'s standard error, shown when it is a terminal and the output is text.
  static func onTerminal(of console: Console, json: Bool) -> ProgressLine {
    ProgressLine(errors: console.errors, isShown: !json && isatty(console.errors.descriptor) == 1)
  }

  /// Shows `text` in place of what the line showed; `nil` wipes the line.
  func show(_ text: String?) {
    let text = text.map(TerminalText.visible) ?? ""
    let count = TextColumns.columns(of: text)
    // Nothing to write off the terminal, nor to wipe from an empty line.
    guard isShown, count > 0 || width > 0 else { return }
    // A carriage return goes back to the start of the line; spaces cover what a longer text
    // left, with no escape sequence a plain terminal might not know.
    var line = "\r" + text
    if count < width { line += String(repeating: " ", count: width - count) + "\r" + text }
    errors.write(line, leavingOpen: count)
    width = count
  }
}
