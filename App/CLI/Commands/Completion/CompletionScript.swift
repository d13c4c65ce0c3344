/// `shop completion bash|zsh|fish`: a script that teaches a shell to complete `shop`, generated
/// from the same command specs that print `--help`, so completion cannot offer a command or an
/// option the parser does not know.
///
/// Hardening: a completion script runs inside the person's shell, so it treats what it reads as
/// data and never as shell code. Category names come from the catalog, the words on the line from
/// whoever typed them; neither is ever given to `eval`, `compgen -W` or anything else that expands
/// `$(…)`, backticks or `${…}`. Words are offered by a literal prefix match and quoted for the
/// shell that inserts them.
enum CompletionScript {
  /// The shells a script is written for.
  enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish
  }

  static func script(for shell: Shell) -> String {
    let lines =
      switch shell {
      case .bash: BashCompletion.lines
      case .zsh: ZshCompletion.lines
      case .fish: FishCompletion.lines
      }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words that may follow `path` (the command words typed so far): the next command words,
  /// then the command's options and the global ones.
  static func candidates(after path: [String]) -> [String] {
    let next = Commands.all.filter {
      $0.words.count > path.count && Array($0.words.prefix(path.count)) == path
    }
    .map { $0.words[path.count] }
    let spec = Commands.all.first { $0.words == path }
    let options = spec?.options.map(\.name) ?? []
    let choices = spec.map(argumentChoices(of:)) ?? []
    var seen: Set<String> = []
    return (next + choices + options + globalOptions.map(\.name)).filter {
      seen.insert($0).inserted
    }
  }

  /// The values a command's argument is one of, when it is written as a list of them
  /// (`bash|zsh|fish`).
  static func argumentChoices(of spec: CommandSpec) -> [String] {
    guard let argument = spec.arguments.first, argument.contains("|"), !argument.hasPrefix("[")
    else { return [] }
    return argument.split(separator: "|").map(String.init)
  }

  /// Every prefix of a command's words, longest first, so a `case` finds the deepest match.
  static var paths: [[String]] {
    var all: Set<[String]> = [[]]
    for spec in Commands.all {
      for length in 1...spec.words.count { all.insert(Array(spec.words.prefix(length))) }
    }
    return all.sorted {
      ($0.count, $1.joined(separator: " ")) > ($1.count, $0.joined(separator: " "))
    }
  }

  /// The fixed values an option takes, when its placeholder lists them (`name|price`).
  static func choices(of option: CommandSpec.Option) -> [String] {
    guard let value = option.value, value.contains("|") else { return [] }
    return value.split(separator: "|").map(String.init)
  }

  static var globalOptions: [CommandSpec.Option] { CommandSpec.globalOptions }

  static var allOptions: [CommandSpec.Option] {
    Commands.all.flatMap(\.options) + globalOptions
  }

  /// The options whose value is a file name, which the shell completes from the folder.
  static let fileOptions = ["--db", "--feed"]

  /// The option whose values are the local catalog's categories, asked of `shop categories`.
  static let categoryOption = "--category"
}
