import Testing

@testable import ShopCLI

/// Every command's line made from its spec: its words, a sample value for each argument and each
/// required option. What `CommandWalkTests` walks, and what a test that must hold for every
/// command runs, so a new command is tried without anyone listing it.
enum CommandLines {
  /// A value each placeholder of a spec takes. A choice (`a|b`) is typed as its first case
  /// (`sample(for:)`), so one an option gains needs no entry here; `name|price` has one to type
  /// the order that is not the default.
  static let samples = [
    "SKU": "DAI-001", "N": "1", "ID": "O-12345678",
    "EMAIL": "ada@example.com", "SCREEN": PreviewScreen.catalog.rawValue,
    "[COMMAND]": "cart", "[SUBCOMMAND]": "add", "TEXT": "tea",
    "NAME": "dairy", "name|price": "price", "FILE": "feed.json", "CODE": "WELCOME10",
    "PATH": "shop.sqlite",
  ]

  /// A value of each placeholder that names nothing: what `PageCursorTests` gives an `--after` to
  /// hear `not_found`, well-formed, so a placeholder a list's `--after` takes gets one here,
  /// beside its sample. Free text (`TEXT`) names nothing only when it is empty, which every rule
  /// of the shop's text refuses: any other text is a name a command may keep.
  static let unknown = [
    "SKU": "AAA-000", "CODE": "NOPE", "ID": "O-12345678", "EMAIL": "nobody@example.com",
    "TEXT": "",
  ]

  /// The line that places an order, as a test types it when an order placed is a step and not
  /// its subject: `checkout` and a sample for each option its spec requires. A required step
  /// added to checkout is then one edit to the spec (and a sample here), not one to every such
  /// test. A placeholder with no sample is typed as itself, which `shop` refuses as a usage
  /// error naming the option, so the test says what is missing.
  static var checkout: [String] { line(.checkout) }

  /// The same line as the session's tests type it at its prompt: a required step added to
  /// checkout then reaches every session that checks out on the way to what it tests.
  static var checkoutLine: String { checkout.joined(separator: " ") }

  /// The value a step types for `placeholder`: its sample, a choice's first case, or the
  /// placeholder itself (for the run's usage error to name).
  static func sample(for placeholder: String) -> String {
    if let sample = samples[placeholder] { return sample }
    let cases = placeholder.split(separator: "|")
    return cases.count > 1 ? String(cases[0]) : placeholder
  }

  /// The line of `command` with these arguments, as a test types it when running the command is
  /// a step and not its subject: its words, `arguments` (a sample for each one left out), and a
  /// sample for each option its spec requires. An option made required is then one edit to the
  /// spec (and a sample here), not one to every test that runs the command on the way.
  static func line(_ command: CommandName, _ arguments: String..., options: [String] = [])
    -> [String]
  {
    line(command.spec, arguments, options: options)
  }

  /// The same, for the command whose words are `words` ("catalog sync"), so a test file that
  /// does not import the app's internals can type any command as its spec has it. Words no
  /// command has are typed as they are, and `shop` refuses them as it would.
  static func line(_ words: String, _ arguments: String..., options: [String] = []) -> [String] {
    let typed = words.split(separator: " ").map(String.init)
    guard let command = CommandName.command(startingWith: typed) else { return typed + arguments }
    return line(command.spec, arguments, options: options)
  }

  /// The same line as the session's tests type it at its prompt (`"cart add DAI-001"`), so a
  /// session that changes the cart on the way to what it tests follows the spec too.
  static func typed(_ words: String, _ argument: String, options: [String] = []) -> String {
    line(words, argument, options: options).joined(separator: " ")
  }

  /// The line a step types: `arguments`, then `options`, then the required options not among
  /// them. A placeholder with no sample is typed as itself (where `line(_:omitting:)`, which
  /// walks every command, fails at once), so the run's usage error names what is missing.
  private static func line(_ spec: CommandSpec, _ arguments: [String], options: [String])
    -> [String]
  {
    let rest = spec.arguments.dropFirst(arguments.count).map(sample(for:))
    return spec.words + arguments + rest + options + required(by: spec, leftOutOf: options)
  }

  /// `typed`, a line as a person types it, with the options its command's spec requires added
  /// where it leaves them out: how a list of lines a test runs across the commands (refusals,
  /// documents, refused values) stays written as typed, and still reaches what it tests when a
  /// command gains a required option. A line no command starts is left as it is.
  static func completed(_ typed: [String], among specs: [CommandSpec] = CommandName.all) -> [String]
  {
    let matching = specs.filter { typed.starts(with: $0.words) }
    guard let spec = matching.max(by: { $0.words.count < $1.words.count }) else { return typed }
    return typed + required(by: spec, leftOutOf: typed)
  }

  /// `spec`'s line naming nothing: each argument `NOPE-9` (no thing's name, or none of its kind),
  /// or the empty text where it is free text, which a command may keep whatever it says; and
  /// each required option whose placeholder names a thing (one `unknown` has) a value that names
  /// nothing, so a command whose argument names what it makes (a new list's name) still meets
  /// what it refuses.
  static func namingNothing(_ spec: CommandSpec) -> [String] {
    let line = spec.words + spec.arguments.map { unknown[$0] == "" ? "" : "NOPE-9" }
    return line + required(by: spec, leftOutOf: line) { unknown[$0] ?? sample(for: $0) }
  }

  /// The options `spec` requires that `typed` does not give, each with its `value` for its
  /// placeholder: by default its sample (or the placeholder, for the run's usage error to name).
  private static func required(
    by spec: CommandSpec, leftOutOf typed: [String],
    value: (String) -> String = sample(for:)
  ) -> [String] {
    let given = { (name: String) in typed.contains { $0 == name || $0.hasPrefix(name + "=") } }
    return spec.options.filter { $0.required && !given($0.name) }.flatMap {
      [$0.name] + ($0.value.map { [value($0)] } ?? [])
    }
  }

  /// A line as a shell reads it after `shop`, each word single-quoted, for a test that runs it
  /// through a shell (a `script` that gives it a terminal, say).
  static func shell(_ line: [String]) -> String {
    line.map {
      "'"
        + $0.split(separator: "'", omittingEmptySubsequences: false)
        .joined(separator: #"'\''"#) + "'"
    }
    .joined(separator: " ")
  }

  /// Signing in as `email`: `sign-in EMAIL` and what its spec requires.
  static func signIn(_ email: String) -> [String] { line(.signIn, email) }

  /// The same line as the session's tests type it at its prompt.
  static func signInLine(_ email: String) -> String { signIn(email).joined(separator: " ") }

  /// Every command's line, in the order of `CommandName.all`.
  static func all() throws -> [[String]] {
    try CommandName.all.map { try line($0) }
  }

  /// The words of `spec` with a sample value for each of its arguments, and its required
  /// options, leaving out `omitted`.
  static func line(_ spec: CommandSpec, omitting omitted: String? = nil) throws -> [String] {
    let required = spec.options.filter { $0.required && $0.name != omitted }
    return try spec.words + spec.arguments.map(sample) + required.flatMap(typed)
  }

  /// The option as typed: its name, and a sample value when it takes one.
  static func typed(_ option: CommandSpec.Option) throws -> [String] {
    try [option.name] + (option.value.map { [try sample($0)] } ?? [])
  }

  private static func sample(_ placeholder: String) throws -> String {
    let value = sample(for: placeholder)
    try #require(value != placeholder, "give \(placeholder) a sample value here")
    return value
  }
}
