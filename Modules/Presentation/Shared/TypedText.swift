/// Hardening: what a person typed, as a message may repeat it. A refusal quotes the value it
/// refuses so the person sees which one, but only its start: a 100 KB argument must not come
/// back as a 100 KB error line, nor a pasted secret as a whole one.
public enum TypedText {
  /// How many characters of a typed value a message repeats.
  public static let shownLength = 60
  /// How many characters of a path or a whole typed line a message repeats: enough for any
  /// path a person keeps a database at, which they need whole to act on.
  public static let shownLineLength = 240

  /// `text` as a message shows it: whole when short, else its first `length` characters and
  /// "…".
  public static func shown(_ text: some StringProtocol, length: Int = shownLength) -> String {
    guard
      let end = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex),
      end != text.endIndex
    else { return String(text) }
    return text[..<end] + "…"
  }

  /// `text` shown in double quotes: `"DAI-001"`.
  public static func quoted(_ text: some StringProtocol) -> String {
    "\"" + shown(text) + "\""
  }
}
