import Foundation
import Testing

/// Domain, Data and Presentation serve every front end, so none of their strings may carry the
/// command line's words: a SwiftUI screen on the same Stores would show them. What the person
/// can do next is a `Suggestion`, a refused value is a `Failure.Field`, and each front end words
/// them (`Wording` in the CLI). This fails on any string literal of those layers that names a
/// command of `shop` (`shop` followed by one of its command words) or a flag (`--word`).
@Suite("The layers speak no front end's words")
struct FrontEndWordsTests {
  /// The first word of every command `shop` knows, read from the CLI's command specs, so a new
  /// command is checked as soon as it exists.
  static let commandWords: Set<String> = {
    let specs = SourceFiles.swiftFiles(under: "App/CLI/Commands")
      .filter { $0.path.hasSuffix("/CommandName.swift") }
    let words = specs.flatMap { file in
      file.text.matches(of: /words: \["([a-z-]+)"/).map { String($0.output.1) }
    }
    return Set(words)
  }()

  @Test("the command words are read from the CLI's specs")
  func commandWordsFound() {
    #expect(Self.commandWords.isSuperset(of: ["products", "cart", "sign-in", "checkout"]))
  }

  @Test(
    "no string literal in Domain, Data (SQLite or PostgreSQL) or Presentation names a command or a flag",
    arguments: ["Modules/Domain", "Modules/Data", "Modules/Postgres", "Modules/Presentation"])
  func noCommandWords(folder: String) {
    let files = SourceFiles.swiftFiles(under: folder)
    #expect(!files.isEmpty, "no Swift files under \(folder)")
    for file in files {
      for literal in StringLiteral.all(in: file.text) {
        for (text, line) in literal.lines {
          for word in Self.frontEndWords(in: text) {
            Issue.record(
              "\(file.path):\(line) names \(word) in a string; give a Suggestion or a Failure.Field and let each front end word it."
            )
          }
        }
      }
    }
  }

  @Test(
    "commands and flags are found in every kind of literal, and plain uses of \"shop\" pass",
    arguments: [
      (#"let a = "Run `shop cart add SKU`.""#, ["the command `shop cart`"]),
      (#"let a = "Pass --db PATH.""#, ["the flag --db"]),
      ("let a = \"\"\"\n  Fine.\n  See shop orders\n  \"\"\"", ["the command `shop orders`"]),
      (##"let a = #"Use --feed "\(x)""#"##, ["the flag --feed"]),
      (#"let a = "\(b.map { "shop \(c) --limit" })""#, ["the flag --limit"]),
      (#"let a = "another shop process; -- not a flag; a—dash""#, []),
      ("// shop cart --db\n/* \"shop cart\" */ let a = 1", []),
    ])
  func detection(source: String, expected: [String]) {
    let found = StringLiteral.all(in: source).flatMap { literal in
      literal.lines.flatMap { Self.frontEndWords(in: $0.text) }
    }
    #expect(found == expected)
  }

  @Test("a word is reported on the line of the literal it is on")
  func lines() {
    let source = "let a = 1\nlet b = \"\"\"\n  one\n  shop cart\n  \"\"\""
    let lines = StringLiteral.all(in: source).flatMap { literal in
      literal.lines.filter { !Self.frontEndWords(in: $0.text).isEmpty }.map(\.line)
    }
    #expect(lines == [4])
  }

  /// The commands (`shop` and a command word) and flags (`--` and a letter) named in `text`.
  static func frontEndWords(in text: Substring) -> [String] {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
    var named: [String] = []
    for (index, word) in words.enumerated() {
      if word.hasPrefix("--"), word.dropFirst(2).first?.isLetter == true {
        named.append("the flag \(word)")
      } else if word == "shop", index + 1 < words.count,
        commandWords.contains(String(words[index + 1]))
      {
        named.append("the command `shop \(words[index + 1])`")
      }
    }
    return named
  }
}
