/// Hardening: text that came from data or from a person, made safe to show on a terminal. A control
/// character reaching a terminal is an instruction, not text: ESC starts a sequence that can
/// colour, move the cursor or retitle the window, CR lets later text hide earlier text, and a C1
/// control such as U+009B (CSI) does what ESC [ does on many terminals. Each is shown as a visible
/// stand-in instead: C0 controls and DEL in caret notation (`^[` for ESC, `^M` for CR, `^?` for
/// DEL), C1 controls as their code point (`<U+009B>`). Text is shown as it will be read, so the
/// characters that are not seen are shown by their code point too: the ones Domain judges unseen
/// (`VisibleText.isUnseen`: U+202E, which turns what follows backwards, a zero-width space, a
/// byte-order mark, a Hangul filler, a variation selector, a tag, blank Braille), and the line
/// and paragraph separators. Newline and tab stay, since every view lays text out with them.
///
/// This is the one place that decides what is escaped. It is applied where data or typed input
/// becomes terminal text (the views, error sentences, the trace), never to the app's own colour
/// codes, which `TextStyle` adds afterwards.
import ShopDomain

enum TerminalText {
  /// `text` with every control character but newline and tab replaced by its visible form.
  /// Escaping twice changes nothing: the stand-ins are themselves plain text.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        result.append(contentsOf: standIn(for: scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `scalar` is a control character a terminal could act on, a character that is not
  /// seen where it stands, by Domain's rule (`VisibleText.isUnseen`: a format character such as
  /// a zero-width space, a bidi control that reorders the text after it, a filler, a variation
  /// selector, a tag), or a line or paragraph separator.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
    case 0x20..<0xAD: return false
    default:
      switch scalar.properties.generalCategory {
      case .lineSeparator, .paragraphSeparator: return true
      default: return VisibleText.isUnseen(scalar)
      }
    }
  }

  private static func standIn(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x7F:
      return "^?"
    case 0x00...0x1F:
      // Caret notation: the control's value plus 64 is the letter or sign after the caret.
      return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
  }
}
