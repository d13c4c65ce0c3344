/// Hardening: a completion script runs inside the person's shell, so it treats what it reads as
/// data and never as shell code. Category names come from the catalog, the words on the line from
/// whoever typed them; neither is ever given to `eval`, `compgen -W` or anything else that expands
/// `$(…)`, backticks or `${…}`. Words are offered by a literal prefix match and quoted for the
/// shell that inserts them.
///
/// A script is made from a list of command specs, `shop`'s own unless a test gives others.
/// `shop completion bash|zsh|fish`: a script that teaches a shell to complete `shop`, generated
/// from the same command specs that print `--help`, so completion cannot offer a command or a
/// command's option the parser does not know (the global options are held to it by tests).
///
struct CompletionScript {
  /// The shells a script is written for.
  enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish
  }

  /// The commands the script completes.
  let commands: [CommandSpec]

  static func script(for shell: Shell, commands: [CommandSpec] = CommandName.all) -> String {
    let script = CompletionScript(commands: commands)
    let lines =
      switch shell {
      case .bash: BashCompletion.lines(script)
      case .zsh: ZshCompletion.lines(script)
      case .fish: FishCompletion.lines(script)
      }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words that may follow `path` (the command words typed so far): the next command words,
  /// an argument's choices (`bash zsh fish` after `completion`), then the command's options and
  /// the global ones.
  func candidates(after path: [String]) -> [String] {
    let next = commands.filter {
      $0.words.count > path.count && Array($0.words.prefix(path.count)) == path
    }
    .map { $0.words[path.count] }
    let spec = commands.first { $0.words == path }
    let options = spec?.options.map(\.name) ?? []
    let choices = spec.map(Self.argumentChoices(of:)) ?? []
    var seen: Set<String> = []
    return (next + choices + options + Self.globalOptions.map(\.name)).filter {
      seen.insert($0).inserted
    }
  }

  /// The options the command written `path` cannot run without, which a shell that shows
  /// descriptions marks.
  func requiredOptions(after path: [String]) -> [String] {
    let spec = commands.first { $0.words == path }
    return spec?.options.filter(\.required).map(\.name) ?? []
  }

  /// The values a command's argument is one of, when it is written as a list of them
  /// (`bash|zsh|fish`).
  static func argumentChoices(of spec: CommandSpec) -> [String] {
    guard let argument = spec.arguments.first, argument.contains("|"), !argument.hasPrefix("[")
    else { return [] }
    return argument.split(separator: "|").map(String.init)
  }

  /// Every prefix of a command's words, longest first, so a `case` finds the deepest match.
  var paths: [[String]] {
    var all: Set<[String]> = [[]]
    for spec in commands {
      for length in 1...spec.words.count { all.insert(Array(spec.words.prefix(length))) }
    }
    return all.sorted {
      ($0.count, $1.joined(separator: " ")) > ($1.count, $0.joined(separator: " "))
    }
  }

  static var globalOptions: [CommandSpec.Option] { CommandSpec.globalOptions }

  var allOptions: [CommandSpec.Option] {
    commands.flatMap(\.options) + Self.globalOptions
  }

  /// The options whose value is a file name, which the shell completes from the folder.
  static let fileOptions = ["--db", "--feed"]

  /// The option whose values are the local catalog's categories, asked of `shop categories`.
  static let categoryOption = "--category"
}
