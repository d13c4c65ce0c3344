import ShopDomain
import ShopPresentation

/// The second pass: a command's own options and positional arguments, checked against its spec.
/// A line that asks for help may leave out what the command needs (its arguments, an option's
/// value, a required option): that is what the person is asking about. It may not add what the
/// command does not take, no more than any other line.
struct ParsedOptions {
  var values: [String: String] = [:]
  var positionals: [String] = []

  init(_ tokens: [String], spec: CommandSpec, askingForHelp: Bool = false) throws(UsageError) {
    var remaining = tokens[...]
    while let token = remaining.popFirst() {
      if token == "--" {
        positionals += remaining
        break
      }
      guard GlobalScan.isOption(token) else {
        positionals.append(token)
        continue
      }
      let (name, inline) = GlobalScan.split(token)
      guard let option = spec.options.first(where: { $0.name == name }) else {
        let words = spec.words.joined(separator: " ")
        throw UsageError(synopsis: spec.synopsis) {
          "Unknown option \(TypedText.shown(name)) for \($0.typed(words))."
        }
      }
      guard option.value != nil else {
        try GlobalScan.flag(name, inline: inline, synopsis: spec.synopsis)
        values[name] = ""
        continue
      }
      // Which of two values was meant is the person's to say: the line is refused, not read
      // by its last value.
      guard values[name] == nil else {
        throw UsageError(message: GlobalScan.givenTwice(name), synopsis: spec.synopsis)
      }
      do throws(UsageError) {
        values[name] = try GlobalScan.value(of: name, inline: inline, from: &remaining)
      } catch {
        if askingForHelp { continue }
        throw UsageError(synopsis: spec.synopsis, message: error.message)
      }
    }
    try checkPositionals(spec, askingForHelp: askingForHelp)
    if !askingForHelp {
      try checkChoices(spec)
      try checkRequired(spec)
    }
  }

  /// Every value given to an option whose placeholder lists its choices is one of them, checked
  /// before what is missing: the session, asking for one required option after another, says
  /// a wrong name at once rather than after the last answer.
  private func checkChoices(_ spec: CommandSpec) throws(UsageError) {
    for option in spec.options where !option.choices.isEmpty {
      guard let text = values[option.name], !option.choices.contains(text) else { continue }
      throw CommandLineParser.notAChoice(text, of: option.name, among: option.choices, spec: spec)
    }
  }

  /// Every option the spec marks required was given, with a value if it takes one (an empty
  /// value is the option's to judge, as for any other). All those left out are named at once.
  private func checkRequired(_ spec: CommandSpec) throws(UsageError) {
    let missing = spec.options.filter { $0.required && values[$0.name] == nil }
    guard !missing.isEmpty else { return }
    throw Self.lacking(missing, spec: spec)
  }

  /// The usage error naming every option a line left out, at once ("… needs --delivery SLOT.",
  /// of the made-up spec `RequiredOptionTests` builds).
  private static func lacking(_ missing: [CommandSpec.Option], spec: CommandSpec) -> UsageError {
    let words = spec.words.joined(separator: " ")
    let needed = missing.map(\.synopsisPart).joined(separator: " and ")
    var error = UsageError(synopsis: spec.synopsis) { "\($0.typed(words)) needs \(needed)." }
    error.missing = missing
    return error
  }

  private func checkPositionals(_ spec: CommandSpec, askingForHelp: Bool) throws(UsageError) {
    let required = askingForHelp ? 0 : spec.arguments.filter { !$0.hasPrefix("[") }.count
    let allowed = spec.arguments.count
    let words = spec.words.joined(separator: " ")
    if positionals.count < required {
      let arguments = spec.arguments.joined(separator: " ")
      throw UsageError(synopsis: spec.synopsis) { "\($0.typed(words)) needs \(arguments)." }
    }
    if positionals.count > allowed {
      let extra = positionals[allowed]
      throw UsageError(synopsis: spec.synopsis) {
        "\($0.typed(words)) does not take \(TypedText.quoted(extra))."
      }
    }
  }
}

extension ParsedOptions {
  /// The whole number given to `option`, `nil` when the line has none; anything else is a usage
  /// error (64), a number out of range a refusal of its value (65): `CommandLineParser.number`.
  func number(_ option: String, spec: CommandSpec) throws(UsageError) -> Int? {
    guard let text = values[option] else { return nil }
    return try CommandLineParser.number(text, of: option, spec: spec)
  }

  /// The choice given to `option` (`--sort name|price`), `nil` when the line has none; a value
  /// that is none of `Choice`'s cases is a usage error naming them: `CommandLineParser.choice`.
  func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ option: String, spec: CommandSpec
  ) throws(UsageError) -> Choice? {
    guard let text = values[option] else { return nil }
    return try CommandLineParser.choice(text, of: option, spec: spec)
  }

  /// The choice a required option gives (a made-up `--delivery morning|evening`), not optional:
  /// the parser refused a line without it, so its reading needs no force-unwrap; a line read
  /// as help reads one, required options unchecked (as `RequiredOptionTests` reads one), is
  /// refused here in the same words.
  func requiredChoice<Choice: CaseIterable & RawRepresentable<String>>(
    _ option: String, spec: CommandSpec
  ) throws(UsageError) -> Choice {
    if let choice: Choice = try choice(option, spec: spec) { return choice }
    throw Self.lacking(spec.options.filter { $0.name == option }, spec: spec)
  }

  /// The text a required option gives (a made-up `--device NAME`), as typed, for the Store's
  /// intent to judge; refused, as `requiredChoice` refuses, in a line read as help reads one.
  func requiredText(_ option: String, spec: CommandSpec) throws(UsageError) -> String {
    if let text = values[option] { return text }
    throw Self.lacking(spec.options.filter { $0.name == option }, spec: spec)
  }

  /// The whole number a required option gives (a made-up `--stars N`), read as `number` reads
  /// one; refused, as `requiredText` refuses, in a line read as help reads one.
  func requiredNumber(_ option: String, spec: CommandSpec) throws(UsageError) -> Int {
    try CommandLineParser.number(requiredText(option, spec: spec), of: option, spec: spec)
  }
}
