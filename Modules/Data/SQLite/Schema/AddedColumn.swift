/// Performance: a column that `ALTER TABLE name ADD [COLUMN] …` adds, written into its table's
/// text as SQLite writes it into `sqlite_schema`, so that a migration adding one is read
/// (`MadeSchema`) and not run on every open of a file. Measured with a trial migration (then
/// numbered 11, never shipped) that added a column to `orders`: `shop product` took 61.7 million
/// instructions (callgrind) and 11.2 ms when it ran the migrations, 13.7 million and 6.0 ms read
/// so, as without that migration.
///
/// SQLite 3.40 (`sqlite3AlterFinishAddColumn`, and experiments with every spelling the tests
/// hold) copies the column's definition as the statement wrote it, from the column's name to the
/// end of the statement, less the semicolon and the space before it; it writes `, ` and that copy
/// into the table's text just before the comma that opens the table's constraints (`PRIMARY KEY
/// (…)`, `CHECK (…)`, …), or before the parenthesis that closes the columns when it has none.
/// All else stays as it was: the space before that point, comments, the options after the
/// parenthesis (`STRICT`, `WITHOUT ROWID`), and the quoted name a renamed table was given.
///
/// What SQLite refuses (a column a STRICT table cannot take, a virtual table, a comment that
/// would swallow the closing parenthesis) is not checked here: such a migration fails when it
/// runs, in every test that runs the migrations.
struct AddedColumn {
  typealias Bytes = MigrationText.Bytes

  /// The column's definition, from its name on.
  private let definition: Bytes

  /// The column `statement` adds, given the word `ADD` that follows its table's name; `nil`
  /// when nothing follows it.
  init?(in statement: Bytes, after add: Bytes) {
    var start = Self.skippingSpace(statement, from: add.endIndex)
    let word = statement[start..<Self.tokenEnd(statement, at: start)]
    // `COLUMN` after `ADD` is the keyword, whatever follows: `ADD column TEXT` adds `TEXT`.
    if MigrationText.word(word, is: "COLUMN") {
      start = Self.skippingSpace(statement, from: word.endIndex)
    }
    guard start < statement.endIndex else { return nil }
    definition = statement[start...]
  }

  /// `table`'s text (from its opening parenthesis on) with this column added; `nil` when the
  /// text ends before its columns do.
  func added(to table: String) -> String? {
    let text = Array(table.utf8)[...]
    guard let point = Self.endOfColumns(in: text) else { return nil }
    return MigrationText.text(text[..<point] + ", ".utf8 + definition + text[point...])
  }

  /// Where the columns of `text` end: the comma before the first table constraint, or the
  /// parenthesis that closes the list.
  private static func endOfColumns(in text: Bytes) -> Int? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index }
      case UInt8(ascii: ","):
        if depth == 1, opensConstraint(text, after: index) { return index }
      default: break
      }
      index = tokenEnd(text, at: index)
    }
    return nil
  }

  /// Whether the word after the comma at `comma` begins a table constraint. Its keywords are
  /// reserved: no column is named so unless quoted.
  private static func opensConstraint(_ text: Bytes, after comma: Int) -> Bool {
    let start = skippingSpace(text, from: comma + 1)
    let word = text[start..<tokenEnd(text, at: start)]
    return constraintKeywords.contains { MigrationText.word(word, is: $0) }
  }

  private static let constraintKeywords = ["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"]

  /// The first index from `index` on that is neither space nor in a comment.
  private static func skippingSpace(_ text: Bytes, from index: Int) -> Int {
    var index = index
    while index < text.endIndex {
      if MigrationText.isSpace(text[index]) {
        index += 1
      } else if opensComment(text, at: index) {
        index = tokenEnd(text, at: index)
      } else {
        break
      }
    }
    return index
  }

  /// Where the token beginning at `index` ends, as SQLite's tokenizer reads one: a quoted string
  /// or name (a doubled quote inside is read as two), a comment, a word, or one byte.
  private static func tokenEnd(_ text: Bytes, at index: Int) -> Int {
    guard index < text.endIndex else { return index }
    let rest = text[(index + 1)...]
    if let quote = closingQuote(of: text[index]) {
      return rest.firstIndex(of: quote).map { $0 + 1 } ?? text.endIndex
    }
    if bytes(text, at: index, are: "-", "-") {
      return rest.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
    }
    if bytes(text, at: index, are: "/", "*") {
      // The comment's own `*` is not the first of its end: `/*/` is still open.
      var end = index + 2
      while end < text.endIndex, !bytes(text, at: end, are: "*", "/") { end += 1 }
      return min(end + 2, text.endIndex)
    }
    if isWordByte(text[index]) {
      return rest.firstIndex { !isWordByte($0) } ?? text.endIndex
    }
    return index + 1
  }

  /// The byte that closes a string or a quoted name opened by `byte`.
  private static func closingQuote(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): byte
    case UInt8(ascii: "["): UInt8(ascii: "]")
    default: nil
    }
  }

  /// Whether `--` or `/*` begins at `index`.
  private static func opensComment(_ text: Bytes, at index: Int) -> Bool {
    bytes(text, at: index, are: "-", "-") || bytes(text, at: index, are: "/", "*")
  }

  /// Whether the bytes at `index` are `first` then `second`: a byte compared, where
  /// `starts(with:)` cost tens of instructions a call.
  private static func bytes(
    _ text: Bytes, at index: Int, are first: Unicode.Scalar, _ second: Unicode.Scalar
  ) -> Bool {
    index + 1 < text.endIndex && text[index] == UInt8(ascii: first)
      && text[index + 1] == UInt8(ascii: second)
  }

  /// A byte of a word: a plain name's, `$`, and every byte of a character past ASCII.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "$") || MigrationText.isNameByte(byte)
  }
}
