/// How `SwiftDeclarations` reads a declaration's parameters as a caller sees them, and the
/// small steps through blanked code that its walk and `CallLabels` share.
extension SwiftDeclarations {
  /// The names and parameter lists a `func`, `init` or `case` line declares after `start`.
  static func declared(_ keyword: String, after start: String.Index, in code: String)
    -> [(String, [Parameter])]
  {
    var index = skipping(" ", from: start, in: code)
    var found: [(String, [Parameter])] = []
    while index < code.endIndex {
      var name = "init"
      if keyword == "init" {
        index = skipping("?! ", from: index, in: code)
      } else {
        let end = wordEnd(from: index, in: code)
        name = String(code[index..<end])
        // An operator, or a pattern of a `switch` (`case UInt8(ascii:)`), declares nothing here.
        guard name.first?.isLetter == true, name.first?.isLowercase == true else { break }
        index = skipping(" ", from: end, in: code)
      }
      if index < code.endIndex, code[index] == "<" {
        index = closing(of: "<", ">", in: code, from: index)
      }
      guard index < code.endIndex, code[index] == "(" || keyword == "case" else { break }
      var parameters: [Parameter] = []
      if index < code.endIndex, code[index] == "(" {
        guard let inside = parenthesised(code[code.index(after: index)...]) else { break }
        parameters = arguments(of: inside).map { parameter($0, isCase: keyword == "case") }
        index = code.index(after: inside.endIndex)
      }
      found.append((name, parameters))
      // `case a(Int), b`: the next name after a comma, on this line or the next.
      index = skipping(" ", from: index, in: code)
      guard keyword == "case", index < code.endIndex, code[index] == "," else { break }
      index = skipping(" \n", from: code.index(after: index), in: code)
    }
    return found
  }

  /// One declared parameter: `_ sku: String`, `quantity: Int = 1`, `String...`, or a case's
  /// unlabelled `CartStore.Intent`.
  private static func parameter(_ text: Substring, isCase: Bool) -> Parameter {
    guard let colon = topLevel(":", in: text).first else {
      return Parameter(label: "_", isVariadic: text.hasSuffix("..."))
    }
    let names = text[..<colon].split(whereSeparator: \.isWhitespace)
    let type = text[text.index(after: colon)...]
    let equals = topLevel("=", in: type).first
    let bare = type[..<(equals ?? type.endIndex)]
    return Parameter(
      label: String(names.first ?? "_"), hasDefault: equals != nil,
      isVariadic: bare.split(whereSeparator: \.isWhitespace).last?.hasSuffix("...") == true,
      isClosure: bare.contains("->"))
  }

  /// `inside` split at its commas that no bracket holds; nothing for an empty list.
  static func arguments(of inside: Substring) -> [Substring] {
    var parts: [Substring] = []
    var start = inside.startIndex
    for comma in topLevel(",", in: inside) {
      parts.append(inside[start..<comma])
      start = inside.index(after: comma)
    }
    parts.append(inside[start...])
    let trimmed = parts.map { $0.drop(while: \.isWhitespace) }
    return trimmed.count == 1 && trimmed[0].allSatisfy(\.isWhitespace) ? [] : trimmed
  }

  /// Where `character` stands in `text` outside any bracket (a `->` closes none).
  private static func topLevel(_ character: Character, in text: Substring) -> [String.Index] {
    var depth = 0
    var found: [String.Index] = []
    for index in text.indices {
      switch text[index] {
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}": depth -= 1
      case ">" where index == text.startIndex || text[text.index(before: index)] != "-":
        depth -= 1
      case character where depth == 0: found.append(index)
      default: break
      }
    }
    return found
  }

  /// The capitalised name a type keyword declares or extends (the last of `StoreFactory.Ports`).
  static func typeName(after start: String.Index, in code: String) -> String? {
    var index = skipping(" ", from: start, in: code)
    var name = ""
    repeat {
      if index < code.endIndex, code[index] == "." { index = code.index(after: index) }
      let end = wordEnd(from: index, in: code)
      name = String(code[index..<end])
      index = end
    } while index < code.endIndex && code[index] == "."
    return name.first?.isUppercase == true ? name : nil
  }

  static func wordEnd(from start: String.Index, in code: String) -> String.Index {
    code[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? code.endIndex
  }

  static func skipping(_ characters: String, from start: String.Index, in code: String)
    -> String.Index
  {
    code[start...].firstIndex { !characters.contains($0) } ?? code.endIndex
  }

  /// Just past the `close` that balances the `open` at `start`.
  private static func closing(
    of open: Character, _ close: Character, in code: String, from start: String.Index
  ) -> String.Index {
    var depth = 0
    for index in code[start...].indices {
      if code[index] == open { depth += 1 }
      if code[index] == close { depth -= 1 }
      if depth == 0 { return code.index(after: index) }
    }
    return code.endIndex
  }

  /// What stands inside the parentheses that open just before `rest`, to the one that closes
  /// them, or `nil` when none does (a span that shows a call's start, `.add(`).
  static func parenthesised(_ rest: Substring) -> Substring? {
    var depth = 1
    for index in rest.indices {
      if rest[index] == "(" { depth += 1 }
      if rest[index] == ")" { depth -= 1 }
      if depth == 0 { return rest[..<index] }
    }
    return nil
  }
}
