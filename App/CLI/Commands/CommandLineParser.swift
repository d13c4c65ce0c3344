import ShopDomain
import ShopPresentation

/// Turns `shop`'s arguments into an `Invocation`, or a `UsageError` that says what is wrong and
/// how the command is written. It checks the shape of the line (known words, options with their
/// values, numbers that are numbers, a `--feed` or `--db` that is not empty); whether a value is
/// acceptable is the Stores' call.
///
/// The exit codes follow one rule (README.md has the table): what cannot be read as the right
/// type (an unknown word or option, a missing or extra value, `ten` for a number) is a usage
/// error, 64; a value of the right type that a rule refuses is invalid input, 65, even when it
/// is refused here because it is too large to hold at all. A line with `--help` is read the
/// same way, but may leave out what the command needs: that is what the person is asking about.
enum CommandLineParser {
  static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
    -> Invocation
  {
    var scan = try GlobalScan(arguments)
    scan.options.scenario = scan.options.scenario ?? nonEmpty(environment["SHOP_SCENARIO"])
    if scan.version {
      if let extra = scan.rest.first {
        throw UsageError(
          message: "--version takes no command or value, not \(TypedText.quoted(extra)).",
          synopsis: .init(words: ["--version"]))
      }
      return Invocation(options: scan.options, command: .version)
    }
    let command = try command(from: scan.rest, help: scan.help)
    return Invocation(options: scan.options, command: command)
  }

  private static func nonEmpty(_ value: String?) -> String? {
    value.flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func command(from tokens: [String], help: Bool) throws(UsageError) -> Command {
    guard !tokens.isEmpty else {
      return help ? .help(.overview) : .session
    }
    if help, let group = CommandName.group(named: tokens[0]), tokens.count == 1 {
      return .help(.group(group))
    }
    let known = try command(startingWith: tokens)
    let spec = known.spec
    let parsed = try ParsedOptions(
      Array(tokens.dropFirst(spec.words.count)), spec: spec, askingForHelp: help)
    if help { return .help(.command(known)) }
    return try Command.read(known, from: parsed)
  }

  // The readings `Command.read` hands on, of lines whose values need more than copying: a
  // number, a choice of names.

  static func preview(_ name: String, spec: CommandSpec) throws(UsageError) -> Command {
    guard let screen = PreviewScreen(rawValue: name) else {
      let names = PreviewScreen.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: "There is no screen \(TypedText.quoted(name)) to preview; choose one of \(names).",
        synopsis: spec.synopsis)
    }
    return .preview(screen)
  }

  static func completion(_ name: String, spec: CommandSpec) throws(UsageError) -> Command {
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      let names = CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: "There is no completion for \(TypedText.quoted(name)); choose one of \(names).",
        synopsis: spec.synopsis)
    }
    return .help(.verbatim(CompletionScript.script(for: shell)))
  }

  /// A whole number: digits, with a sign or not. One too large (or too small) to hold is still
  /// a whole number, refused as out of range like any other, so it gets the same exit code as
  /// `--limit 101`.
  static func number(_ text: String, of name: String, spec: CommandSpec) throws(UsageError)
    -> Int
  {
    if let number = Int(text) { return number }
    let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw UsageError(
        message: "\(name) takes a whole number, not \(TypedText.quoted(text)).",
        synopsis: spec.synopsis)
    }
    throw UsageError(
      message:
        "\(TypedText.shown(text)) is too \(text.first == "-" ? "small" : "large") for \(name).",
      synopsis: spec.synopsis, kind: .invalidInput)
  }

  /// The case of `Choice` that `text` names, for a value that is one of a fixed set (`--sort
  /// name|price`); any other is a usage error that names the choices.
  static func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ text: String, of name: String, spec: CommandSpec
  ) throws(UsageError) -> Choice {
    if let choice = Choice(rawValue: text) { return choice }
    throw notAChoice(text, of: name, among: Choice.allCases.map(\.rawValue), spec: spec)
  }

  /// The usage error for `text` given to `name`, which takes one of `names`.
  static func notAChoice(_ text: String, of name: String, among names: [String], spec: CommandSpec)
    -> UsageError
  {
    UsageError(
      message: "\(name) takes \(Wording.either(names)), not \(TypedText.quoted(text)).",
      synopsis: spec.synopsis)
  }

  static func catalogSync(_ parsed: ParsedOptions, spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let feed = parsed.values["--feed"]
    if feed?.isEmpty == true {
      throw UsageError(
        message: "--feed needs the path of a feed file, not an empty one.", synopsis: spec.synopsis)
    }
    return .catalogSync(feed: feed, .sync)
  }

  private static func command(startingWith tokens: [String]) throws(UsageError) -> CommandName {
    if let known = CommandName.command(startingWith: tokens) { return known }
    let word = tokens[0]
    if let group = CommandName.group(named: word) {
      let subcommand = tokens.count == 1 ? nil : tokens[1]
      throw UsageError(synopsis: group.synopsis) { wording in
        guard let subcommand else { return "\(wording.typed(word)) needs a subcommand." }
        return "\(wording.typed(word)) has no subcommand \(TypedText.quoted(subcommand))."
      }
    }
    if GlobalScan.isOption(word) {
      let name = GlobalScan.split(word).name
      throw UsageError(synopsis: nil) {
        "Unknown option \(TypedText.shown(name)). \($0.optionsAdvice)"
      }
    }
    throw UsageError(synopsis: nil) {
      "Unknown command \(TypedText.quoted(word)). \($0.commandsAdvice)"
    }
  }

  /// `shop help`, `shop help cart add`: the help of exactly that command or group of commands;
  /// a topic that is neither is a usage error, like any unknown word. `--manual` is the whole
  /// manual, and takes no topic.
  static func helpCommand(_ parsed: ParsedOptions, spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let topic = parsed.positionals
    if parsed.values["--manual"] != nil {
      guard let extra = topic.first else { return .help(.verbatim(ManPage.render())) }
      throw UsageError(
        message:
          "--manual prints the whole manual and takes no command, not \(TypedText.quoted(extra)).",
        synopsis: spec.synopsis)
    }
    guard !topic.isEmpty else { return .help(.overview) }
    if let command = CommandName.allCases.first(where: { $0.spec.words == topic }) {
      return .help(.command(command))
    }
    if topic.count == 1, let group = CommandName.group(named: topic[0]) {
      return .help(.group(group))
    }
    let named = topic.joined(separator: " ")
    throw UsageError(synopsis: spec.synopsis) {
      "There is no command \(TypedText.quoted(named)). \($0.commandsAdvice)"
    }
  }
}
