import Foundation
import Testing

/// Every command the guides show (README.md, Architecture.md, the chapters under docs/) runs as
/// shown. Each ```sh block is run in order on a fresh database, a line at a time through the shell, with the built `shop` on PATH:
/// it must exit 0, or the code its comment names ("exits 74"). A line with a placeholder such as
/// SKU or FILE is a template: its command must accept `--help`. `swift test --filter X` must
/// name a test target; other `swift`, `sed` and `git` lines change the checkout and are left to
/// the reader (Architecture.md shows what they print). A block of output a guide shows, under
/// `<!-- output of: COMMAND -->`, is what that command prints today: its lines, in order, among
/// the lines printed.
@Suite("The documented commands")
struct GuideCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
  static let placeholders: Set = [
    "SKU", "ID", "EMAIL", "FILE", "CODE", "N", "TEXT", "NAME", "PATH", "SCREEN", "COMMAND",
  ]

  /// The guides: Markdown at the package's root, and the chapters under docs/.
  static var guides: [String] {
    let manager = FileManager.default
    let atRoot = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    let chapters = (try? manager.subpathsOfDirectory(atPath: root.path + "/docs")) ?? []
    return (atRoot + chapters.map { "docs/" + $0 }).filter { $0.hasSuffix(".md") }.sorted()
  }

  @Test("every shop command in the guides runs as shown", arguments: guides)
  func shopCommands(file: String) throws {
    for block in try Self.shellBlocks(in: file) {
      let shop = ShopProcess()
      for line in block {
        try run(line, in: shop, file: file)
      }
    }
  }

  @Test("every output a guide shows is what its command prints today", arguments: guides)
  func shownOutput(file: String) throws {
    for shown in try Self.shownOutputs(in: file) {
      let result = try ShopProcess().runShell(shown.command)
      let printed = (result.stdout + result.stderr).split(separator: "\n").map(String.init)
      #expect(
        Self.isInOrder(shown.lines, within: printed),
        "\(file): `\(shown.command)` no longer prints what the guide shows; it prints:\n\(printed.joined(separator: "\n"))"
      )
    }
  }

  @Test("a trace a guide shows says which command printed it", arguments: guides)
  func tracesAreMarked(file: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    let traces = text.split(separator: "\n").filter { $0.hasPrefix("trace: ") }.count
    let checked = try Self.shownOutputs(in: file).flatMap(\.lines).filter {
      $0.hasPrefix("trace: ")
    }.count
    #expect(traces == checked, "\(file): put `<!-- output of: COMMAND -->` above each trace")
  }

  @Test("every `swift test --filter` in the guides names a test target", arguments: guides)
  func filters(file: String) throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for line in try Self.shellBlocks(in: file).joined() {
      guard let filter = line.firstMatch(of: /swift test --filter (\w+)/)?.output.1 else {
        continue
      }
      #expect(manifest.contains("name: \"\(filter)\""), "\(file): no test target \(filter)")
    }
  }

  private func run(_ line: String, in shop: ShopProcess, file: String) throws {
    let (command, comment) = Self.split(line)
    guard
      command.hasPrefix("shop ") || command == "shop" || command.hasSuffix("| shop")
        || command.hasPrefix("swift run shop")
    else { return }
    let words = command.split(separator: " ").map(String.init)
    let isTemplate = words.contains { Self.placeholders.contains($0) }
    let runnable =
      isTemplate
      ? Self.helpForm(of: words) : command.replacingOccurrences(of: "swift run shop", with: "shop")
    let expected = comment.firstMatch(of: /exits (\d+)/).flatMap { Int32($0.output.1) } ?? 0
    let result = try shop.runShell(runnable)
    #expect(
      result.status == expected, "\(file): `\(command)` exited \(result.status): \(result.stderr)")
  }

  /// `shop order cancel ID` becomes `shop order cancel --help`.
  private static func helpForm(of words: [String]) -> String {
    (words.prefix { !placeholders.contains($0) && !$0.hasPrefix("-") } + ["--help"]).joined(
      separator: " ")
  }

  /// The command and its trailing `# comment`, split outside quotes.
  private static func split(_ line: String) -> (String, String) {
    var quote: Character?
    for (offset, character) in line.enumerated() {
      if character == "'" || character == "\"" {
        quote = quote == character ? nil : (quote ?? character)
      }
      if character == "#", quote == nil {
        let index = line.index(line.startIndex, offsetBy: offset)
        return (line[..<index].trimmingCharacters(in: .whitespaces), String(line[index...]))
      }
    }
    return (line.trimmingCharacters(in: .whitespaces), "")
  }

  /// Whether every line of `shown` is one of `printed`, in the same order: a guide may leave
  /// lines out, never change or reorder them.
  static func isInOrder(_ shown: [String], within printed: [String]) -> Bool {
    var rest = printed[...]
    for line in shown {
      guard let found = rest.firstIndex(of: line) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }

  /// Each block of output under an `<!-- output of: COMMAND -->` line, with its command.
  static func shownOutputs(in file: String) throws -> [(command: String, lines: [String])] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var shown: [(command: String, lines: [String])] = []
    for (index, line) in lines.enumerated() {
      guard let command = line.firstMatch(of: /^<!-- output of: (.+) -->$/)?.output.1,
        let open = lines[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
        let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
      else { continue }
      shown.append((String(command), Array(lines[(open + 1)..<close])))
    }
    return shown
  }

  /// The lines of each ```sh block of a guide.
  static func shellBlocks(in file: String) throws -> [[String]] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```sh") {
        current = []
      } else if line.hasPrefix("```"), let block = current {
        blocks.append(block)
        current = nil
      } else if current != nil, !line.isEmpty {
        current?.append(line)
      }
    }
    return blocks
  }
}
