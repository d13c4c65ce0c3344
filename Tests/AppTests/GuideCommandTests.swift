import Foundation
import Testing

/// Every command the guides show (README.md, Architecture.md, the chapters under docs/) runs as
/// shown. Each ```sh block is run in order on a fresh database, a line at a time through the shell, with the built `shop` on PATH:
/// it must exit 0, or the code its comment names ("exits 74"). A line with a placeholder such as
/// SKU or FILE is a template: its command must accept `--help`. `swift test --filter X` must
/// name a test target; other `swift`, `sed` and `git` lines change the checkout and are left to
/// the reader (Architecture.md shows what they print).
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
