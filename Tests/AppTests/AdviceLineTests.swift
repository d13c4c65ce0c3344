import Testing

@testable import ShopCLI
@testable import ShopPresentation

/// Every command the advice names is a line `shop` reads as typed, once its placeholders are
/// given: written from the command's spec (`Wording.command`), a shell's names every option the
/// spec requires, so a required option added to a command changes its advice with it; the
/// session's leaves those out, and asks for them when the line runs.
@Suite("The commands advice names")
struct AdviceLineTests {
  /// Every suggestion (`Suggestion.oneOfEach`), so one added is held here with no edit: each
  /// command its words name, in either front end's.
  @Test("each suggestion's command parses as written, in a shell and in the session")
  func suggestionsParse() throws {
    for wording in [Wording.oneShot, .session] {
      for suggestion in Suggestion.oneOfEach {
        let lines = Self.commands(in: wording.sentence(suggestion))
        for line in lines { try Self.expectParses(line, asked: wording.frontEnd == .session) }
      }
    }
  }

  @Test("every command, as advice writes it, parses once its placeholders are given")
  func everyCommandParses() throws {
    for command in CommandName.allCases {
      for line in Self.commands(in: Wording.oneShot.command(command)) {
        try Self.expectParses(line)
      }
    }
  }

  /// The words of each backticked span that is a command, without `shop`: not the session's own
  /// words (`confirm`).
  static func commands(in sentence: String) -> [[String]] {
    WrittenCommandTests.spans(in: sentence)
      .map { $0.split(separator: " ").map(String.init) }
      .map { $0.first == "shop" ? Array($0.dropFirst()) : $0 }
      .filter { !InteractiveSession.ownWords.contains($0.first ?? "") }
  }

  /// The line parses once its placeholders are given; where the required options are `asked`
  /// for (the session), a line that lacks only those does too.
  private static func expectParses(_ words: [String], asked: Bool = false) throws {
    let typed = words.map(CommandLines.sample(for:))
    do throws(UsageError) {
      _ = try CommandLineParser.parse(typed, environment: [:])
    } catch {
      if asked, !error.missing.isEmpty { return }
      Issue.record("`\(words.joined(separator: " "))` is not a line shop reads: \(error)")
    }
  }
}
