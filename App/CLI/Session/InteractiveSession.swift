import ShopDomain
import ShopPresentation

/// `shop` with no command: the current screen, its numbered choices, and a line of input, again
/// and again. Typed commands use the one-shot grammar (`cart add DAI-001`); `back` goes back,
/// `help` prints the commands, `quit` (or `exit`) ends it; a number picks a choice. With standard input not a terminal, the same
/// session reads commands line by line and prints each screen, so a script is an end-to-end test.
///
/// A line that does something becomes an intent to a Store or a route opened, and the Flow
/// decides what shows next; `help`, `--version` and a refused line only print.
@MainActor
final class InteractiveSession {
  let stores: StoreFactory
  /// The feed `catalog sync` reads: the file named, or else the bundled catalog.
  let catalogFeed: (String?) -> any CatalogFeed
  let flow: AppFlow
  let console: Console
  let style: TextStyle
  private let isTerminal: Bool
  /// The next typed line, without its line end; `nil` at the end of input.
  private let readLine: () -> LineReader.Line?
  /// The session's words, naming this run's database in a storage failure.
  let wording: Wording
  private let afterEachLine: () async -> Void
  /// What the screens show that the lines typed chose (the catalog's search, say).
  var screenValues = ScreenLoader.Values()
  private var screen: Screen?
  /// A question asked on the last line, which the next line answers.
  private var question: Screen.Question?

  init(
    stores: StoreFactory,
    catalogFeed: @escaping (String?) -> any CatalogFeed,
    flow: AppFlow,
    console: Console,
    style: TextStyle,
    isTerminal: Bool,
    readLine: @escaping () -> LineReader.Line?,
    afterEachLine: @escaping () async -> Void,
    wording: Wording = .session
  ) {
    self.wording = wording
    self.stores = stores
    self.catalogFeed = catalogFeed
    self.flow = flow
    self.console = console
    self.style = style
    self.isTerminal = isTerminal
    self.readLine = readLine
    self.afterEachLine = afterEachLine
  }

  /// Runs until `quit`, `exit`, the end of input, or output that can no longer be written; each
  /// ends the session cleanly.
  func run() async -> ExitCode {
    console.line(
      style.bold("Shop")
        + " — type a number to choose, a command such as `cart add DAI-001`, `help` or `quit`.")
    await show()
    // Output that can no longer be written ends the session: going on would act on input whose
    // results nobody sees.
    while console.output.failure == nil {
      guard let line = prompt() else {
        leave(atEndOfInput: true)
        break
      }
      let words = TypedLine.words(line)
      let quits = words == ["quit"] || words == ["exit"]
      var reply: Screen.Reply
      let answered = question
      if let asked = question {
        question = nil
        reply = await asked.reply(to: line)
      } else {
        reply = quits ? .said(nil) : await perform(words)
      }
      // A choice, or an answer, that does what a command does runs the command's line.
      if case .run(let command) = reply {
        reply = await self.command(command).following(answered)
      }
      // An answer the Store refused is asked for again, as one the command line refused is.
      if case .refused(let failure, _) = reply,
        let again = answered?.again(after: failure, wording: wording)
      {
        reply = .ask(again)
      }
      if case .ask(let asked) = reply {
        // The question stays the last thing on screen until the next line answers it.
        question = asked
        console.line(asked.text)
        continue
      }
      if case .said(let message) = reply { say(message) }
      if case .refused(_, let message) = reply { say(message) }
      if quits {
        leave(atEndOfInput: false)
        break
      }
      await afterEachLine()
      await show()
    }
    return .success
  }

  private func say(_ message: String?) {
    if let message { console.line(message) }
  }

  /// Ends the session tidily: the prompt's line finished at the end of input, a question still
  /// waiting for its answer declined, and a checkout left half-way said to have ordered nothing,
  /// so nobody wonders whether it went through.
  private func leave(atEndOfInput: Bool) {
    if atEndOfInput, isTerminal { console.line("") }
    if let asked = question {
      question = nil
      console.line(asked.declined)
    }
    switch flow.current {
    case .checkout, .signIn(.checkout):
      console.line("Checkout was not finished: nothing was ordered.")
    default:
      break
    }
  }

  /// The next typed line, echoed when input is not a terminal. A line that is not UTF-8 is
  /// refused, and read as an empty line: as text it would be another line, and a feed's path
  /// typed in it another file. So is a line longer than a line may hold, skipped to its end.
  private func prompt() -> String? {
    if isTerminal { console.write(style.dim("> ")) }
    switch readLine() {
    case nil:
      return nil
    case .tooLong(let start):
      echo(String(decoding: start, as: UTF8.self))
      console.line(style.red(Self.tooLong))
      return ""
    case .typed(let bytes):
      guard let line = String(validating: bytes, as: UTF8.self) else {
        if !isTerminal { console.line(">") }
        console.line(
          style.red(
            "That line is not valid UTF-8, and the shop reads names and paths only as UTF-8, so nothing was done; type it as UTF-8."
          ))
        return ""
      }
      echo(line)
      return line
    }
  }

  /// Repeats a typed line when input is not a terminal, so a script's transcript shows it.
  private func echo(_ line: String) {
    guard !isTerminal else { return }
    console.line("> " + TerminalText.visible(TypedText.shownLine(line)))
  }

  /// Loads and prints the screen of the current route. A screen whose loading moved the Flow
  /// (checkout sending you to sign in) gives way to the one the Flow chose.
  private func show() async {
    let loader = ScreenLoader(
      stores: stores, flow: flow, wording: wording, values: screenValues, style: style)
    var loaded = await loader.load(flow.current)
    for _ in 0..<3 where loaded.route != flow.current {
      loaded = await loader.load(flow.current)
    }
    screen = loaded
    console.line("")
    console.line(style.bold("── \(ScreenLoader.title(of: loaded.route)) ──"))
    console.line(loaded.failure.map { style.red($0.sentence(in: wording)) } ?? loaded.text)
    loaded.choiceLines.forEach(console.line)
  }

  /// Does what a line asks: a sentence to print before the next screen, if any, or a question.
  private func perform(_ words: [String]) async -> Screen.Reply {
    guard let first = words.first else { return .said(nil) }
    if let number = Int(first), words.count == 1 { return await choose(number) }
    if Self.ownWords.contains(first), words.count > 1 {
      return .said(style.red("`\(first)` takes no value, not \(TypedText.quoted(words[1]))."))
    }
    switch first {
    case "back":
      flow.back()
      return .said(nil)
    case "help":
      return words.count == 1 ? .said(Self.help) : await command(words)
    case "next":
      guard let next = screen?.nextPage else {
        return .said(style.red("There is no next page here."))
      }
      screenValues.search = next
      return .said(nil)
    case "confirm" where flow.current == .checkout:
      return await choose(1)
    case "sign-in" where words.count == 1:
      // Sign-in without an address is the person choosing to sign in; the Flow opens the screen.
      flow.chooseSignIn()
      return .said(nil)
    default:
      // A screen that takes a typed line as its answer (the sign-in screen) gets any that is not
      // a command.
      if let answer = screen?.answer, !Self.isCommand(first) { return await answer(words) }
      return await command(words)
    }
  }

  private static func isCommand(_ word: String) -> Bool {
    word == "shop" || word.hasPrefix("-") || CommandName.all.contains { $0.words.first == word }
  }

  private func choose(_ number: Int) async -> Screen.Reply {
    guard let screen, screen.choices.indices.contains(number - 1) else {
      return .said(style.red("There is no choice \(number) on this screen."))
    }
    return await screen.choose(number)
  }

  /// A typed command, in the one-shot grammar (`shop` in front is optional). An option its
  /// command requires that the line left out is asked for, not refused.
  private func command(_ words: [String]) async -> Screen.Reply {
    let arguments = words.first == "shop" ? Array(words.dropFirst()) : words
    // A whole run's option is refused first, before the line is read for what it lacks.
    if let option = (try? GlobalScan(arguments))?.options.given.first {
      return .said(
        style.red(
          "\(option) applies to a whole run of shop: give it as shop starts, not at the prompt."))
    }
    do throws(UsageError) {
      let invocation = try CommandLineParser.parse(arguments, environment: [:])
      return await run(invocation.command)
    } catch {
      guard let option = error.missing.first else {
        return .said(style.red(error.text(in: wording)))
      }
      return .ask(
        .missing(option, from: arguments, wording: wording) { line throws(UsageError) in
          _ = try CommandLineParser.parse(line, environment: [:])
        })
    }
  }

  /// The words the session knows that are not commands of the shell: each is typed alone.
  nonisolated static let ownWords: Set<String> = ["back", "next", "confirm", "quit", "exit"]

  static let tooLong =
    "That line is longer than the \(LineReader.maximumBytes) bytes a line may hold, and was skipped."

  /// Commands a session answers by pointing to the command line (`preview`), or that only print
  /// a shell's script (`completion`): its `help` leaves them out.
  nonisolated static let commandLineOnly: Set<CommandName> = [.preview, .completion]

  /// What `help` prints: every command a session runs, as the specs write it without the options
  /// a line may leave out (a required one too, which the session asks for), then the session's
  /// own words; so a command is listed here as soon as it is in the specs.
  nonisolated static let help: String = {
    let commands = CommandName.allCases.filter { !commandLineOnly.contains($0) }.map(\.spec)
    let entries =
      commands.map { $0.written(requiredAsked: true) } + ["next", "confirm", "back", "quit"]
    var lines = ["Type a number to choose, or a command (`help COMMAND` shows its options):"]
    var line: [String] = []
    for entry in entries {
      if 2 + (line + [entry]).joined(separator: "   ").count > 80 {
        lines.append("  " + line.joined(separator: "   "))
        line = []
      }
      line.append(entry)
    }
    return (lines + ["  " + line.joined(separator: "   ")]).joined(separator: "\n")
  }()
}
