/// A command line `shop` cannot run, with how the command it was meant for is written.
///
/// Most are usage errors (64): the line cannot be read as a command. A few are values of the
/// right type that are refused before any Store sees them, such as a whole number too large to
/// hold; those keep the exit code of invalid input (65), as the same value would get from a rule.
///
/// The same parser reads the session's lines, so the sentence is kept until the front end is
/// known: a command it names is `shop cart add` in a shell and `cart add` at the session's
/// prompt (see `Wording`).
struct UsageError: Error {
  /// What is wrong, in the words of the front end the line was typed in.
  let message: @Sendable (Wording) -> String
  /// How the command, or the global option, at fault is written after `shop`
  /// (`cart add SKU [--quantity N]`, `[COMMAND] --db VALUE`), or `nil` when no usage line helps
  /// (an unknown command, a global option given twice).
  let synopsis: CommandSpec.Synopsis?
  /// `usage`, or `invalidInput` for a value of the right type that is refused.
  var kind: ErrorKind = .usage
  /// The options the line left out that its command requires, as data: the session asks for
  /// them (`Screen.Question.missing`) where a shell can only refuse the line.
  var missing: [CommandSpec.Option] = []

  var exitCode: ExitCode { kind.exitCode }

  /// A problem said the same way in every front end.
  init(message: String, synopsis: CommandSpec.Synopsis?, kind: ErrorKind = .usage) {
    self.init(synopsis: synopsis, kind: kind) { _ in message }
  }

  /// A problem whose sentence names a command or points at help, worded by the front end.
  init(
    synopsis: CommandSpec.Synopsis?, kind: ErrorKind = .usage,
    message: @escaping @Sendable (Wording) -> String
  ) {
    self.message = message
    self.synopsis = synopsis
    self.kind = kind
  }

  /// What is printed: the problem, then how the command is written, for a usage error.
  func text(in wording: Wording) -> String {
    let sentence = message(wording)
    guard kind == .usage, let usage = wording.usage(synopsis) else { return sentence }
    return "\(sentence)\n\(usage)"
  }
}
