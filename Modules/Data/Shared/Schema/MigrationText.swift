import CSQLite

/// A migration's SQL read as SQLite reads it: its statements, and the words each begins with.
/// `MadeSchema` reads every migration this way on each open of a file, so it works on bytes and
/// copies nothing but the names it keeps.
enum MigrationText {
  /// The statements of `sql`, each without its semicolon or the space around it, split where
  /// SQLite would end one (`sqlite3_complete`): a semicolon in a string or a trigger ends none.
  static func statements(in sql: String) -> [Substring] {
    var text = Array(sql.utf8CString)
    var statements: [Substring] = []
    var start = 0
    for end in text.indices where text[end] == CChar(UInt8(ascii: ";")) {
      // SQLite reads the text up to a NUL: ending it just after this semicolon asks whether the
      // statement begun at `start` ends here, with no copy of it.
      let next = text[end + 1]
      text[end + 1] = 0
      let isComplete = text.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { sqlite3_complete($0 + start) != 0 } ?? false
      }
      text[end + 1] = next
      guard isComplete else { continue }
      statements.append(substring(of: sql, bytes: start..<end))
      start = end + 1
    }
    statements.append(substring(of: sql, bytes: start..<sql.utf8.count))
    return statements.map(trimmed).filter { !$0.isEmpty }
  }

  /// The first words of `statement` before its first parenthesis, after any `--` comment lines:
  /// at most seven, more than the longest statement `MadeSchema` follows has.
  static func leadingWords(of statement: Substring) -> [Substring] {
    var rest = statement.utf8[...]
    while rest.starts(with: "--".utf8) {
      rest = rest.drop { $0 != UInt8(ascii: "\n") }.drop(while: isSpace)
    }
    var words: [Substring] = []
    while words.count < 7, let start = rest.firstIndex(where: { !isSpace($0) }),
      rest[start] != UInt8(ascii: "(")
    {
      let end =
        rest[start...].firstIndex { isSpace($0) || $0 == UInt8(ascii: "(") } ?? rest.endIndex
      words.append(statement[start..<end])
      rest = rest[end...]
    }
    return words
  }

  /// Whether `words` are the `pattern`'s: its keywords in any case, and a plain name where it
  /// has `nil`.
  static func words(_ words: [Substring], match pattern: [String?]) -> Bool {
    words.count == pattern.count
      && zip(words, pattern).allSatisfy { word, keyword in
        keyword.map { self.word(word, is: $0) } ?? isPlainName(word)
      }
  }

  /// Whether `word` is `keyword` (a word of letters), in any case: an ASCII letter differs from
  /// its capital only in the bit worth 32.
  static func word(_ word: Substring, is keyword: String) -> Bool {
    word.utf8.elementsEqual(keyword.utf8) { $0 | 32 == $1 | 32 }
  }

  /// The first parenthesis of `statement` and all that follows it.
  static func fromParenthesis(_ statement: Substring) -> Substring? {
    statement.utf8.firstIndex(of: UInt8(ascii: "(")).map { statement[$0...] }
  }

  /// A name as the migrations write one: letters, digits and `_`, neither quoted nor qualified
  /// by its database.
  private static func isPlainName(_ word: Substring) -> Bool {
    word.utf8.allSatisfy { byte in
      byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 32)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (UInt8(ascii: "\t")...UInt8(ascii: "\r")).contains(byte)
  }

  private static func substring(of text: String, bytes: Range<Int>) -> Substring {
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: bytes.lowerBound)
    return text[start..<text.utf8.index(start, offsetBy: bytes.count)]
  }

  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.utf8.firstIndex(where: { !isSpace($0) }),
      let last = text.utf8.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first..<text.utf8.index(after: last)]
  }
}
