/// A string literal of a Swift file: its text and the line each of its lines is on. Finds every
/// spelling the layers use: `"…"`, multi-line `"""…"""` and raw `#"…"#` literals, skipping
/// comments. An interpolation's code is left out of the text (its line breaks are kept, so lines
/// still count right), and a literal nested inside one is found on its own.
struct StringLiteral: Equatable {
  let text: String
  /// The line the literal opens on; a multi-line literal's text starts with the line break that
  /// follows its opening quotes, so `text`'s line `n` (from 0) is on `line + n`.
  let line: Int

  /// Each line of the text, with its line number in the file.
  var lines: [(text: Substring, line: Int)] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      ($1, line + $0)
    }
  }

  /// Every string literal in `source`, in order of where it opens.
  static func all(in source: String) -> [StringLiteral] {
    var scanner = Scanner(characters: Array(source))
    scanner.scanCode(until: nil)
    return scanner.found.sorted { $0.line < $1.line }
  }

  /// `source` with every comment and string literal made spaces, its line breaks kept: what is
  /// left is code, where a brace or a keyword is the code's own (`SwiftDeclarations` reads it).
  static func code(of source: String) -> String {
    var scanner = Scanner(characters: Array(source))
    scanner.scanCode(until: nil)
    var code = scanner.characters
    for range in scanner.notCode {
      for index in range where code[index] != "\n" { code[index] = " " }
    }
    return String(code)
  }

  /// Reads code, comments and literals character by character.
  private struct Scanner {
    let characters: [Character]
    var index = 0
    var line = 1
    var found: [StringLiteral] = []
    /// Where each comment and each literal stands, from its first character to past its last.
    var notCode: [Range<Int>] = []

    private func peek(_ offset: Int = 0) -> Character? {
      let at = index + offset
      return at < characters.count ? characters[at] : nil
    }

    private mutating func advance() {
      if characters[index] == "\n" { line += 1 }
      index += 1
    }

    private func starts(with text: String) -> Bool {
      text.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    /// Code, up to the end or (inside an interpolation) the parenthesis that closes it.
    mutating func scanCode(until closing: Character?) {
      var depth = 0
      while let character = peek() {
        let start = index
        if starts(with: "//") {
          while let next = peek(), next != "\n" { advance() }
          notCode.append(start..<index)
        } else if starts(with: "/*") {
          skipBlockComment()
          notCode.append(start..<index)
        } else if character == "\"" || (character == "#" && opensRawString()) {
          scanLiteral()
          notCode.append(start..<index)
        } else {
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 && closing == ")" { return }
            depth -= 1
          }
          advance()
        }
      }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
      var depth = 0
      repeat {
        if starts(with: "/*") {
          depth += 1
          advance()
        } else if starts(with: "*/") {
          depth -= 1
          advance()
        }
        advance()
      } while depth > 0 && peek() != nil
    }

    private func opensRawString() -> Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "\""
    }

    /// A literal from its opening delimiter to its closing one.
    private mutating func scanLiteral() {
      let opensOn = line
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        advance()
      }
      let multiLine = starts(with: "\"\"\"")
      let quotes = multiLine ? 3 : 1
      for _ in 0..<quotes { advance() }
      let close = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      var text = ""
      while let character = peek() {
        if starts(with: close) {
          for _ in 0..<close.count { advance() }
          break
        }
        if starts(with: escape) {
          for _ in 0..<escape.count { advance() }
          if peek() == "(" {
            advance()
            let before = line
            scanCode(until: ")")
            if peek() == ")" { advance() }
            // A space stands for the value, so words on either side stay apart.
            text += " " + String(repeating: "\n", count: line - before)
          } else if let escaped = peek() {
            text.append(escaped == "\n" ? "\n" : " ")
            advance()
          }
          continue
        }
        text.append(character)
        advance()
      }
      found.append(StringLiteral(text: text, line: opensOn))
    }
  }
}
