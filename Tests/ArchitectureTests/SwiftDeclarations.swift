/// The types the package's Swift files declare and the members each one declares, read from
/// the source text: enough to tell whether a guide's `Type.member` names something real.
///
/// Comments and string literals are blanked out first, so a brace or a keyword inside one counts
/// for nothing; then each `struct`, `class`, `enum`, `protocol`, `actor` or `extension` body is
/// read at its own depth only, so a `case` of a `switch` inside a method is not a member.
struct SwiftDeclarations {
  /// The members of each type by its simple name; extensions add to the type they extend.
  private(set) var members: [String: Set<String>] = [:]
  /// `typealias CartStore = Store<CartFeature>` reads as CartStore → Store.
  private(set) var aliases: [String: String] = [:]

  /// Members every type has without declaring them, or that conformances synthesise.
  static let implicit: Set = ["init", "allCases", "rawValue", "self"]

  init(sources: [String]) {
    for source in sources { read(Self.code(of: Array(source))) }
  }

  /// Whether `type` (or what it aliases) is declared here at all.
  func declares(_ type: String) -> Bool {
    members[aliases[type] ?? type] != nil
  }

  /// Whether `type` declares `member`, in its body or an extension.
  func has(_ member: String, in type: String) -> Bool {
    Self.implicit.contains(member) || members[aliases[type] ?? type]?.contains(member) == true
  }

  private static let typeKeywords: Set = ["struct", "class", "enum", "protocol", "actor"]
  private static let memberKeywords: Set = [
    "func", "var", "let", "case", "typealias", "associatedtype", "struct", "class", "enum",
    "protocol", "actor",
  ]

  /// Reads the declarations of blanked `code`: each type's body, and its members at depth one.
  private mutating func read(_ code: [Character]) {
    let words = Self.words(in: code)
    for (index, word) in words.enumerated() where index + 1 < words.count {
      let name = words[index + 1].text
      if word.text == "typealias", index + 3 < words.count, words[index + 2].text == "=" {
        aliases[name] = words[index + 3].text
      }
      // `extension StoreFactory.Ports`: the members are the last name's.
      var last = index + 1
      while word.text == "extension", last + 1 < words.count, words[last].end < code.count,
        code[words[last].end] == "."
      {
        last += 1
      }
      let type = words[last].text
      guard Self.typeKeywords.contains(word.text) || word.text == "extension",
        type.first?.isUppercase == true,
        let open = code[words[last].end...].firstIndex(where: { $0 == "{" || $0 == ";" }),
        code[open] == "{"
      else { continue }
      members[type, default: []].formUnion(Self.members(in: code, openingAt: open, words: words))
    }
  }

  /// The names declared directly in the body whose `{` is at `open`.
  private static func members(in code: [Character], openingAt open: Int, words: [Word])
    -> Set<String>
  {
    var depth = 0
    var found: Set<String> = []
    var next = words.firstIndex { $0.start > open } ?? words.count
    for index in open..<code.count {
      if code[index] == "{" { depth += 1 }
      if code[index] == "}" {
        depth -= 1
        if depth == 0 { break }
      }
      guard next < words.count, words[next].start == index else { continue }
      let word = words[next]
      next += 1
      guard depth == 1, memberKeywords.contains(word.text), next < words.count else { continue }
      found.insert(words[next].text)
      // `case a, b(String), c`: every name after a comma at this depth, to the line's end.
      if word.text == "case" { found.formUnion(caseNames(after: word.end, in: code)) }
    }
    return found
  }

  /// The names after each top-level comma of an enum's `case` line.
  private static func caseNames(after start: Int, in code: [Character]) -> [String] {
    var names: [String] = []
    var nesting = 0
    var index = start
    while index < code.count, code[index] != "\n" {
      switch code[index] {
      case "(": nesting += 1
      case ")": nesting -= 1
      case "," where nesting == 0:
        let rest = code[(index + 1)...].drop { $0 == " " }
        names.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      default: break
      }
      index += 1
    }
    return names.filter { !$0.isEmpty }
  }

  /// An identifier or keyword and where it stands.
  private struct Word {
    let text: String
    let start: Int
    let end: Int
  }

  private static func words(in code: [Character]) -> [Word] {
    var words: [Word] = []
    var index = 0
    while index < code.count {
      guard code[index].isLetter || code[index] == "_" || code[index] == "=" else {
        index += 1
        continue
      }
      let start = index
      if code[index] == "=" {
        index += 1
      } else {
        while index < code.count,
          code[index].isLetter || code[index].isNumber || code[index] == "_"
        {
          index += 1
        }
      }
      words.append(Word(text: String(code[start..<index]), start: start, end: index))
    }
    return words
  }

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
        let end = closing(of: "/*", "*/", in: source, from: index)
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
  private static func closing(
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
