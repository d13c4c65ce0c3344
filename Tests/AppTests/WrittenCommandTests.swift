import Foundation
import Testing

@testable import ShopCLI

/// A command written out for a shell (in the guides, their code blocks, the scripts or a comment
/// of the code) names every option its spec requires: `shop sign-in EMAIL` goes stale the day
/// sign-in needs another option, and nothing runs such a line to notice. A span in backticks is
/// read as a shell's line when it starts with `shop`; a line of a code block or a script, from
/// the word that runs `shop` (`shop`, `.build/release/shop`, `"$shop"`) to the end of its
/// command. One that asks for `--help` needs nothing more. A line in the session's form, with no
/// `shop` (`sign-in EMAIL`, as the session's advice writes it), stays true: the session asks
/// for an option the line leaves out.
@Suite("Commands written in words")
struct WrittenCommandTests {
  @Test("every command line the guides and the code's comments write names its required options")
  func requiredOptionsNamed() throws {
    var stale: [String] = []
    for file in try Self.files() {
      for (number, line) in try Self.commandLines(in: file) {
        for missing in Self.missingOptions(in: line, specs: CommandName.all) {
          stale.append("\(file):\(number): `\(line)` leaves out \(missing)")
        }
      }
    }
    #expect(stale.isEmpty, "\(stale.joined(separator: "\n"))")
  }

  @Test("a line of a shell runs shop from the word that names it to the end of its command")
  func shellLines() {
    #expect(
      Self.shopCommands(inShell: ".build/release/shop --db x.sqlite catalog sync --feed f.json")
        == ["shop --db x.sqlite catalog sync --feed f.json"])
    #expect(
      Self.shopCommands(inShell: #"time "$shop" --db "$db" categories > out.txt"#)
        == [#"shop --db "$db" categories"#])
    #expect(Self.shopCommands(inShell: "ls shop.1 | wc -l").isEmpty)
  }

  @Test("the schema's descriptions name commands by their words, each one shop has")
  func schemaCommands() throws {
    // By words alone, so an option or argument a command comes to need leaves them true.
    let known = Set(CommandName.all.map { $0.words.joined(separator: " ") })
    let named = try PackageRoot.text(Self.schema).split(separator: "\n")
      .filter { $0.contains("\"description\": \"Printed by") }
      .flatMap { Self.spans(in: String($0)) }
    #expect(named.contains("order cancel"), "\(named)")
    #expect(named.filter { !known.contains($0) }.isEmpty, "\(named)")
  }

  /// The command lines of `file`, with their line numbers: the spans in backticks of a guide's
  /// prose (a span wrapped onto the next line read whole, at the line it ends on) and of a
  /// comment of the code, and the shell lines of a guide's code blocks and of a script.
  static func commandLines(in file: String) throws -> [(Int, String)] {
    commandLines(of: try PackageRoot.text(file), in: file)
  }

  /// The same, of `text` as the file `file` holds it.
  static func commandLines(of text: String, in file: String) -> [(Int, String)] {
    var found: [(Int, String)] = []
    var inCode = false
    // The start of a guide's span that the line before left open.
    var open: String?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(line)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if file.hasSuffix(".md"), trimmed.hasPrefix("```") {
        inCode.toggle()
        open = nil
        continue
      }
      let isScript = file.hasPrefix("scripts/") && !file.hasSuffix(".swift")
      if inCode || isScript {
        found += shopCommands(inShell: line).map { (index + 1, $0) }
      } else if file.hasSuffix(".md") {
        let prose = open.map { $0 + " " + trimmed } ?? line
        let closed = prose.filter { $0 == "`" }.count % 2 == 0
        let end = closed ? prose.endIndex : prose.lastIndex(of: "`") ?? prose.endIndex
        found += spans(in: String(prose[..<end])).map { (index + 1, $0) }
        open = closed ? nil : String(prose[end...])
      } else if file.hasSuffix(".json") || trimmed.hasPrefix("//") {
        // The schema's descriptions name commands by their words, but a line written there whole
        // is read too.
        found += spans(in: line).map { (index + 1, $0) }
      }
    }
    return found
  }

  /// The `shop` commands a line of a shell runs, each from the word that runs it to the end of
  /// its command (a pipe, a redirection, `;`, `&&` or a comment).
  static func shopCommands(inShell line: String) -> [String] {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    let ends: Set = ["|", "||", "&&", ";", "#", "2>&1"]
    var commands: [String] = []
    for (index, word) in words.enumerated() {
      let name = word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      guard name == "shop" || name.hasSuffix("/shop") || name == "$shop" else { continue }
      let rest = words[(index + 1)...].prefix {
        !ends.contains($0) && !$0.hasPrefix(">") && !$0.hasPrefix("<")
      }
      commands.append((["shop"] + rest).joined(separator: " "))
    }
    return commands
  }

  @Test("a guide's span that wraps onto the next line is read whole")
  func wrappedSpan() {
    let text = "Run `shop cart\n  add DAI-001` and `shop cart` then.\n\nNext `shop\norders`."
    let lines = Self.commandLines(of: text, in: "guide.md")
    #expect(lines.map(\.0) == [2, 2, 5])
    #expect(lines.map(\.1) == ["shop cart add DAI-001", "shop cart", "shop orders"])
  }

  @Test("a shell's written line that leaves out a required option is found; the session's is not")
  func findsWhatIsLeftOut() {
    let specs = [RequiredOptionTests.checkout, CommandName.cart.spec]
    #expect(Self.missingOptions(in: "shop checkout", specs: specs) == ["--delivery"])
    #expect(Self.missingOptions(in: "shop --json checkout", specs: specs) == ["--delivery"])
    #expect(Self.missingOptions(in: "shop checkout --note TEXT", specs: specs) == ["--delivery"])
    // The session's form: the session asks for what it leaves out.
    #expect(Self.missingOptions(in: "checkout --note TEXT", specs: specs).isEmpty)
    #expect(Self.missingOptions(in: "shop checkout --delivery SLOT", specs: specs).isEmpty)
    #expect(Self.missingOptions(in: "shop checkout --help", specs: specs).isEmpty)
    // A command named in prose is a name, not a line to type.
    #expect(Self.missingOptions(in: "checkout", specs: specs).isEmpty)
    #expect(Self.missingOptions(in: "shop cart", specs: specs).isEmpty)
  }

  /// The options of its command's spec that `span` leaves out, when it is a shell's command line.
  static func missingOptions(in span: String, specs: [CommandSpec]) -> [String] {
    var tokens = span.split(separator: " ").map(String.init)
    guard tokens.first == "shop" else { return [] }
    tokens.removeFirst()
    while let first = tokens.first, first.hasPrefix("-") {
      tokens.removeFirst()
      if ["--db", "--scenario"].contains(first), !tokens.isEmpty { tokens.removeFirst() }
    }
    guard !tokens.contains("--help"), !tokens.contains("-h"),
      let spec = specs.filter({ tokens.starts(with: $0.words) }).max(by: {
        $0.words.count < $1.words.count
      })
    else { return [] }
    return spec.options.filter { $0.required && !tokens.contains($0.name) }.map(\.name)
  }

  /// The spans of `line` between backticks.
  static func spans(in line: String) -> [String] {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The guides, the scripts, and every Swift file of the app and the modules.
  private static func files() throws -> [String] {
    let manager = FileManager.default
    let root = PackageRoot.file("")
    let guides = GuideCommandTests.guides
    let code = ["App", "Modules"].flatMap { folder in
      ((try? manager.subpathsOfDirectory(atPath: root + "/" + folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    let scripts = ((try? manager.contentsOfDirectory(atPath: root + "/scripts")) ?? [])
      .map { "scripts/" + $0 }
    return guides + scripts + code + [schema]
  }

  /// The `--json` schema, whose descriptions name the commands of each document.
  static let schema = "docs/json/shop.schema.json"
}
