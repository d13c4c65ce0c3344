import Foundation
import Testing

@testable import ShopCLI

/// The places that list every command for a person, the commands chapter (written by hand) and
/// the session's `help` (made from the specs), name every command of the specs, so a new command
/// cannot be left out of them unnoticed. The README shows a selection, and says where the list is.
@Suite("Every command is listed where a person looks")
struct CommandListingTests {
  /// The chapter names each command by its words alone (`cart add`), so a line of it never
  /// changes when a command comes to require an option.
  @Test("the commands chapter has a row for every command")
  func commandsChapter() throws {
    let text = try PackageRoot.text("docs/commands.md")
    let firstCells = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
      .compactMap { $0.split(separator: "|").first }
    let mapped = Set(
      firstCells.flatMap { cell in
        cell.split(separator: ",").map { Self.words($0) }
      })
    let missing = CommandName.all.map(\.words).filter { !mapped.contains($0) }
    #expect(missing.isEmpty, "not in docs/commands.md: \(missing)")
  }

  /// The chapter names each intent by its case alone (`.cancel`), so a row never changes when
  /// an intent gains a value; each must still be a case of the feature of its row.
  @Test("every intent the commands chapter names is a case of its row's feature")
  func chapterIntents() throws {
    let rows = try PackageRoot.text("docs/commands.md").split(separator: "\n")
      .filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|").map(String.init) }
    var unknown: [String] = []
    for row in rows where row.count > 2 {
      guard
        let feature = WrittenCommandTests.spans(in: row[2]).first(where: { $0.hasSuffix("Feature") }
        )
      else {
        continue
      }
      let source = try PackageRoot.text(Self.featureFile(feature))
      let cases = WrittenCommandTests.spans(in: row[1]).filter { $0.hasPrefix(".") }.map {
        $0.dropFirst()
      }
      unknown += cases.filter { name in
        source.split(separator: "\n").allSatisfy { line in
          let words = Self.words(line.replacing(",", with: " ").replacing(":", with: " "))
          return words.first != "case" || !words.contains(String(name))
        }
      }.map { "\(feature).\($0)" }
    }
    #expect(!rows.isEmpty)
    #expect(unknown.isEmpty, "not a case of its feature's Intent: \(unknown)")
  }

  @Test("the session's help names every command a session runs")
  @MainActor
  func sessionHelp() {
    let entries = InteractiveSession.help.split(separator: "\n").dropFirst()
      .flatMap { $0.components(separatedBy: "   ") }
    let named = Set(entries.compactMap { Self.command(in: Self.words($0)) })
    let missing = CommandName.allCases.filter { !InteractiveSession.commandLineOnly.contains($0) }
      .map(\.spec.words).filter { !named.contains($0) }
    #expect(missing.isEmpty, "not in the session's help: \(missing)")
    let wide = InteractiveSession.help.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
  }

  @Test("typing `help` in a session prints that list, wherever the session is")
  @MainActor
  func typedHelp() throws {
    let result = try ShopProcess().session(
      ["--scenario", "sample"], typing: ["cart", "help", "quit"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("> help\n" + InteractiveSession.help + "\n"))
  }

  /// The session refuses the global options at its prompt, so its help neither lists them nor
  /// writes a usage the prompt would not take; a command it leaves to the shell keeps the
  /// shell's usage, for that is where it runs.
  @Test("a command's help in a session is written as the prompt takes it, without global options")
  @MainActor
  func commandHelpInSession() throws {
    let result = try ShopProcess().session(
      ["--scenario", "sample"],
      typing: ["cart add --help", "help catalog sync", "help catalog", "--help", "quit"])
    #expect(result.status == 0)
    let add = try #require(CommandName.all.first { $0.words == ["cart", "add"] })
    let sync = try #require(CommandName.all.first { $0.words == ["catalog", "sync"] })
    #expect(result.stdout.contains("> cart add --help\n" + add.help(in: .session) + "\n"))
    #expect(result.stdout.contains("> help catalog sync\n" + sync.help(in: .session) + "\n"))
    #expect(result.stdout.contains("Run `catalog COMMAND --help` for a command's options."))
    #expect(result.stdout.contains("> --help\n" + InteractiveSession.help + "\n"))
    #expect(!result.stdout.contains("Usage: shop"))
    #expect(!result.stdout.contains("Global options:"))
  }

  @Test("the session helps each command as it runs there: one it leaves to the shell, as a shell")
  func helpTopicsInSession() {
    #expect(HelpTopic.overview.text(in: .session) == InteractiveSession.help)
    #expect(HelpTopic.overview.text(in: .oneShot) == CommandName.overview)
    for name in CommandName.allCases {
      let help = HelpTopic.command(name).text(in: .session)
      let inAShell = InteractiveSession.commandLineOnly.contains(name)
      #expect(help.contains("Usage: shop ") == inAShell, "\(name.spec.words)")
    }
  }

  /// The command whose words start `words`, the longest that does (`cart add`, not `cart`).
  static func command(in words: [String]) -> [String]? {
    CommandName.all.map(\.words).filter { words.starts(with: $0) }.max { $0.count < $1.count }
  }

  /// Where the feature named `feature` is: `Modules/Presentation/<folder>/<feature>.swift`.
  static func featureFile(_ feature: String) throws -> String {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: PackageRoot.file("Modules/Presentation"))
    let file = folders.map { "Modules/Presentation/\($0)/\(feature).swift" }
      .first { FileManager.default.fileExists(atPath: PackageRoot.file($0)) }
    return try #require(file, "no file for \(feature)")
  }

  /// The words of a line, split at spaces, backquotes and `(`.
  static func words(_ text: some StringProtocol) -> [String] {
    String(text).split { $0 == " " || $0 == "(" || $0 == "`" }.map(String.init)
  }
}
