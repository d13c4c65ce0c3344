import Testing

@testable import ShopCLI

/// Every command and every global option, walked from their specs rather than a list of the ones
/// tried: each command's line is read as that command and no other, and the same line plus one
/// value more, or less one of its required options, is a usage error (64), whichever options it
/// also has; with `--help` too, except that help is given without what the command needs.
@Suite("Every command, walked from its spec")
struct CommandWalkTests {
  private func line(_ spec: CommandSpec, omitting omitted: String? = nil) throws -> [String] {
    try CommandLines.line(spec, omitting: omitted)
  }

  private func typed(_ option: CommandSpec.Option) throws -> [String] {
    try CommandLines.typed(option)
  }

  private func parse(_ arguments: [String]) throws(UsageError) -> Command {
    try CommandLineParser.parse(arguments, environment: [:]).command
  }

  private func expectUsageError(
    _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do throws(UsageError) {
      let command = try parse(arguments)
      Issue.record("\(arguments) was read as \(command)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == .usage, "\(arguments)", sourceLocation: sourceLocation)
    }
  }

  @Test("every command, read as written, refuses one value more, with --help too")
  func commands() throws {
    for spec in CommandName.all {
      let line = try line(spec)
      #expect(throws: Never.self, "\(line)") { try parse(line) }
      expectUsageError(line + ["extra"])
      expectUsageError(line + ["extra", "--help"])
      expectUsageError(["--help"] + line + ["extra"])
      for option in spec.options {
        expectUsageError(line + (try typed(option)) + ["extra"])
      }
      for option in spec.options where option.required {
        expectUsageError(try self.line(spec, omitting: option.name))
      }
    }
  }

  /// A command with an argument it may leave out has two forms, and the spec marks an option
  /// required of every line of a command: so each form is a command of its own.
  @Test("every command has one form: only help's arguments may be left out")
  func oneForm() {
    for spec in CommandName.all where spec.words != ["help"] {
      let optional = spec.arguments.filter { $0.hasPrefix("[") }
      #expect(optional.isEmpty, "\(spec.words) may leave out \(optional)")
    }
  }

  @Test("each command's line is read as a command of its own, never routed to another")
  func eachCommandIsWired() throws {
    var read: [Command] = []
    for spec in CommandName.all {
      let command = try parse(try line(spec))
      #expect(!read.contains(command), "\(spec.words) is read as another command's \(command)")
      read.append(command)
    }
  }

  @Test("every global option refuses a value it does not take, before or after a command")
  func globalOptions() throws {
    for option in CommandSpec.globalOptions {
      let typed = try typed(option)
      expectUsageError(typed + ["extra"])
      expectUsageError(typed + ["cart", "extra"])
    }
    expectUsageError(["--version", "cart"])
    expectUsageError(["help", "--manual", "cart"])
  }

  @Test("every word of the session's own refuses a value it does not take, and does nothing")
  func sessionWords() throws {
    let shop = ShopProcess()
    let typed = InteractiveSession.ownWords.sorted().map { "\($0) extra" }
    let result = try shop.session(
      ["--scenario", "ready-to-check-out"], typing: [CommandLines.checkoutLine] + typed + ["whoami"]
    )
    for line in typed {
      let shown = result.stdout.components(separatedBy: "> " + line).last ?? ""
      #expect(
        shown.hasPrefix("\n`\(line.split(separator: " ")[0])` takes no value"), "\(line): \(shown)")
    }
    #expect(result.stdout.contains("> whoami"), "a word with a value ended the session")
    #expect(!result.stdout.contains("placed. Thank you!"), "a word with a value placed the order")
  }

  @Test("help for a command still reads without its arguments, as a person asks for it")
  func helpWithoutArguments() throws {
    for spec in CommandName.all {
      guard case .help = try parse(spec.words + ["--help"]) else {
        Issue.record("\(spec.words) --help is not help")
        continue
      }
    }
  }
}
