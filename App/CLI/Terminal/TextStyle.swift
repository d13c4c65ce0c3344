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

/// Emphasis and colour for text on a terminal, and none anywhere else: not in a pipe, a file or
/// a test, and never when `NO_COLOR` holds a value (https://no-color.org; an empty one counts as
/// unset).
struct TextStyle: Sendable {
  let isEnabled: Bool

  static let plain = TextStyle(isEnabled: false)

  /// Colour when standard output is a terminal and `NO_COLOR` is unset or empty.
  static func detect(environment: [String: String]) -> TextStyle {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    return TextStyle(isEnabled: isatty(STDOUT_FILENO) == 1 && !noColor)
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }

  /// The text is made safe first (it may hold data or typed input); only the codes added here
  /// reach the terminal as codes.
  private func wrap(_ text: String, _ code: String) -> String {
    let safe = TerminalText.visible(text)
    return isEnabled ? "\u{1B}[\(code)m\(safe)\u{1B}[0m" : safe
  }
}
