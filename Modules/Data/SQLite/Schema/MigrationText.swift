/// Hardening: a migration's SQL read as SQLite reads it, its statements and the words each begins
/// with, for `MadeSchema` to know the shop's schema from on every open of a file.
import CSQLite

/// A migration's SQL, its statements and their first words. `MadeSchema` reads every migration
/// this way on each open of a file, so the text is read as an array of bytes: stepping through a
/// `String`'s UTF-8 view cost tens of instructions a byte, an array's a few. So read, the
/// migrations cost an open about what the table check did when it knew migration 7 alone
/// (callgrind on `shop product`: 0.76 million instructions, against 0.69 million then and 1.1
/// million read as a `String`).
enum MigrationText {
  typealias Bytes = ArraySlice<UInt8>

  /// The statements of `sql`, each without its semicolon or the space around it, split where
  /// SQLite would end one (`sqlite3_complete`): a semicolon in a string or a trigger ends none.
  static func statements(in sql: String) -> [Bytes] {
    let bytes = Array(sql.utf8)
    // SQLite reads a text up to a NUL: ending this copy just after a semicolon asks whether the
    // statement begun at `start` ends there, with no copy of the statement.
    var text = bytes + [0]
    var statements: [Bytes] = []
    var start = 0
    for end in text.indices where text[end] == UInt8(ascii: ";") {
      let next = text[end + 1]
      text[end + 1] = 0
      let isComplete = text.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
          characters.baseAddress.map { sqlite3_complete($0 + start) != 0 } ?? false
        }
      }
      text[end + 1] = next
      guard isComplete else { continue }
      statements.append(bytes[start..<end])
      start = end + 1
    }
    statements.append(bytes[start...])
    return statements.map(trimmed).filter { !$0.isEmpty }
  }

  /// The first words of `statement` before its first parenthesis, after any `--` comment lines:
  /// at most seven, more than the longest statement `MadeSchema` follows has.
  static func leadingWords(of statement: Bytes) -> [Bytes] {
    var rest = statement
    while rest.starts(with: "--".utf8) {
      rest = rest.drop { $0 != UInt8(ascii: "\n") }.drop(while: isSpace)
    }
    // Made at its most at once: grown word by word, the array was made again three times for
    // most statements, which cost the migrations’ reading on every open 74,000 instructions
    // (callgrind, of 870,000).
    var words: [Bytes] = []
    words.reserveCapacity(7)
    while words.count < 7, let start = rest.firstIndex(where: { !isSpace($0) }),
      rest[start] != UInt8(ascii: "(")
    {
      let end =
        rest[start...].firstIndex { isSpace($0) || $0 == UInt8(ascii: "(") } ?? rest.endIndex
      words.append(rest[start..<end])
      rest = rest[end...]
    }
    return words
  }

  /// Whether `words` are the `pattern`'s: its keywords in any case, and a plain name where it
  /// has `nil`.
  static func words(_ words: [Bytes], match pattern: [String?]) -> Bool {
    words.count == pattern.count
      && zip(words, pattern).allSatisfy { word, keyword in
        keyword.map { self.word(word, is: $0) } ?? isPlainName(word)
      }
  }

  /// Whether `word` is `keyword` (a word of letters), in any case: an ASCII letter differs from
  /// its capital only in the bit worth 32.
  static func word(_ word: Bytes, is keyword: String) -> Bool {
    word.elementsEqual(keyword.utf8) { $0 | 32 == $1 | 32 }
  }

  /// The first parenthesis of `statement` and all that follows it.
  static func fromParenthesis(_ statement: Bytes) -> Bytes? {
    statement.firstIndex(of: UInt8(ascii: "(")).map { statement[$0...] }
  }

  static func text(_ bytes: Bytes) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A name as the migrations write one: letters, digits and `_`, neither quoted nor qualified
  /// by its database.
  private static func isPlainName(_ word: Bytes) -> Bool {
    word.allSatisfy(isNameByte)
  }

  /// A byte of a plain name: an ASCII letter, a digit or `_`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 32)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (UInt8(ascii: "\t")...UInt8(ascii: "\r")).contains(byte)
  }

  private static func trimmed(_ bytes: Bytes) -> Bytes {
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[first...last]
  }
}
