/// Blanking: what of a Swift file is code, so that `SwiftDeclarations` reads no brace or keyword
/// that a comment or a string literal holds.
extension SwiftDeclarations {
  /// `source` with every comment and every string literal's contents made spaces, line breaks
  /// kept: what is left is code.
  static func code(of source: [Character]) -> [Character] {
    var code = source
    var index = 0
    func blank(_ range: Range<Int>) {
      for at in range where code[at] != "\n" { code[at] = " " }
    }
    while index < source.count {
      let rest = source[index...]
      if rest.starts(with: "//") {
        let end = source[index...].firstIndex(of: "\n") ?? source.count
        blank(index..<end)
        index = end
      } else if rest.starts(with: "/*") {
        let end = commentEnd(of: "/*", "*/", in: source, from: index)
        blank(index..<end)
        index = end
      } else if let end = stringEnd(in: source, from: index) {
        blank(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return code
  }

  /// Where a nested block comment that opens at `start` ends.
  private static func commentEnd(
    of open: String, _ close: String, in source: [Character], from start: Int
  ) -> Int {
    var depth = 0
    var index = start
    while index < source.count {
      if source[index...].starts(with: Array(open)) {
        depth += 1
        index += open.count
      } else if source[index...].starts(with: Array(close)) {
        depth -= 1
        index += close.count
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return source.count
  }

  /// If a string literal opens at `start` (`"`, `"""`, `#"`, `#"""`), where it ends.
  private static func stringEnd(in source: [Character], from start: Int) -> Int? {
    var hashes = 0
    while start + hashes < source.count, source[start + hashes] == "#" { hashes += 1 }
    let quoteAt = start + hashes
    guard quoteAt < source.count, source[quoteAt] == "\"" else { return nil }
    let isMultiline = source[quoteAt...].starts(with: Array("\"\"\""))
    let delimiter = Array(isMultiline ? "\"\"\"" : "\"") + Array(repeating: "#", count: hashes)
    var index = quoteAt + (isMultiline ? 3 : 1)
    var interpolation = 0
    while index < source.count {
      if hashes == 0, source[index] == "\\" {
        if index + 1 < source.count, source[index + 1] == "(" { interpolation += 1 }
        index += 2
        continue
      }
      if interpolation > 0 {
        if source[index] == "(" { interpolation += 1 }
        if source[index] == ")" { interpolation -= 1 }
        index += 1
        continue
      }
      if source[index...].starts(with: delimiter) { return index + delimiter.count }
      index += 1
    }
    return source.count
  }
}
