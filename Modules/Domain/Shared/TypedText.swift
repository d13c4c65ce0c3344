/// Hardening: what a person typed, or a feed or a database held, as a message may repeat it. A
/// refusal quotes the value it refuses so the person sees which one, but only its start: a
/// 100 KB argument must not come back as a 100 KB error line, nor a pasted secret as a whole one.
///
/// The start is bounded twice: in characters, as a person counts them, and in bytes, because a
/// character is a grapheme cluster and one cluster can hold thousands of scalars (a letter under
/// 10,000 combining marks is one character of 20 KB). A value is shown at most as its first 60
/// characters and 240 bytes of UTF-8, which any 60 ordinary characters fit in (no scalar takes
/// more than 4 bytes); a path or a whole line at most as 240 characters and 480 bytes. A first
/// character longer than the bytes allow is cut between two of its scalars. So a message that
/// repeats one value stays well under 1 KB. Domain words its own refusals of data with it (a
/// SKU a feed holds, a row a database holds); the front ends use it for what was typed.
///
/// A value shown never holds a password, wherever it was typed: a URL's `user:password@` and a
/// `password=…` are hidden (`***`) before the start is taken, for a database's URL may be pasted
/// anywhere a value is echoed, not only after `--db`.
public enum TypedText {
  /// How many characters of a typed value a message repeats.
  public static let shownLength = 60
  /// How many bytes of UTF-8 those characters may take.
  public static let shownBytes = 240
  /// How many characters of a path or a whole typed line a message repeats: enough for any
  /// path a person keeps a database at, which they need whole to act on.
  public static let shownLineLength = 240
  /// How many bytes of UTF-8 a path or a line shown may take.
  public static let shownLineBytes = 480

  /// `text` as a message shows it: whole when short, else its first `length` characters, at
  /// most `bytes` bytes of them, and "…".
  public static func shown(
    _ typed: some StringProtocol, length: Int = shownLength, bytes: Int = shownBytes
  ) -> String {
    start(of: withoutPasswords(typed), length: length, bytes: bytes)
  }

  /// The start of `text` within the same bounds, and nothing hidden: for a line made of values
  /// each already `shown`, such as a trace's, where an address after a label's colon
  /// (`customer: ada@example.com`) is no URL.
  public static func start(of text: String, length: Int, bytes: Int) -> String {
    // `length` bytes are at most `length` characters: most values are settled here.
    guard text.utf8.count > min(length, bytes) else { return text }
    var end = text.startIndex
    var characters = 0
    while end != text.endIndex, characters < length {
      let next = text.index(after: end)
      guard text[..<next].utf8.count <= bytes else { break }
      end = next
      characters += 1
    }
    if end == text.endIndex { return text }
    if end == text.startIndex { end = endOfScalars(in: text, fitting: bytes) }
    return text[..<end] + "…"
  }

  /// A path or a whole typed line as a message shows it: `shown` with the longer bounds.
  public static func shownLine(_ text: some StringProtocol) -> String {
    shown(text, length: shownLineLength, bytes: shownLineBytes)
  }

  /// `text` shown in double quotes: `"DAI-001"`.
  public static func quoted(_ text: some StringProtocol) -> String {
    "\"" + shown(text) + "\""
  }

  /// `text` with every password it may hold hidden: what lies between the `:` after a URL's
  /// user and the `@` before its host, and what follows `password=` up to a space. A text with
  /// neither is returned as it is, which is nearly every one.
  static func withoutPasswords(_ typed: some StringProtocol) -> String {
    var text = String(typed)
    if let at = text.lastIndex(of: "@") {
      // The user's part starts after `scheme://`, when there is one, so its `:` is not taken.
      let user = text.firstRange(of: "://").map(\.upperBound) ?? text.startIndex
      if user < at, let colon = text[user..<at].firstIndex(of: ":") {
        text.replaceSubrange(text.index(after: colon)..<at, with: "***")
      }
    }
    var shown = ""
    var rest = text[...]
    while let key = rest.firstRange(of: "password=") {
      shown += rest[..<key.upperBound] + "***"
      rest = rest[key.upperBound...].drop { !$0.isWhitespace }
    }
    return shown + rest
  }

  /// Where the scalars of `text` that fit in `bytes` end: the cut inside a first character too
  /// long to show whole.
  private static func endOfScalars<Text: StringProtocol>(in text: Text, fitting bytes: Int)
    -> Text.Index
  {
    var end = text.startIndex
    var used = 0
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= bytes else { break }
      end = text.unicodeScalars.index(after: end)
    }
    return end
  }
}
