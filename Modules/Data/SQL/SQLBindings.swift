/// The values of one statement whose SQL is written piece by piece (a search's plan), each bound
/// to the next placeholder, `?1`, `?2`, …, as the piece that uses it is written: nothing typed by
/// a person is ever spliced into the SQL.
public struct SQLBindings {
  public private(set) var values: [SQLValue] = []

  public init() {}

  /// Binds `value` to the next placeholder, and returns the placeholder.
  public mutating func bind(_ value: SQLValue) -> String {
    values.append(value)
    return "?\(values.count)"
  }

  /// `text` for a `LIKE` pattern, its own wildcards (`%`, `_`) and `escape` preceded by
  /// `escape`, so that `50%` searches for the text "50%"; the pattern names it with `ESCAPE`.
  public static func literal(_ text: String, escapedBy escape: Character) -> String {
    var escaped = ""
    for character in text {
      if character == "%" || character == "_" || character == escape { escaped.append(escape) }
      escaped.append(character)
    }
    return escaped
  }
}
