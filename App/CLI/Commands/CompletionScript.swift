/// `shop completion bash|zsh|fish`: a script that teaches a shell to complete `shop`, generated
/// from the same command specs that print `--help`, so completion cannot offer a command or an
/// option the parser does not know.
enum CompletionScript {
  /// The shells a script is written for.
  enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: "autoload -U +X bashcompinit && bashcompinit\n" + bash
    case .fish: fish
    }
  }

  private static var globalOptions: [CommandSpec.Option] { CommandSpec.globalOptions }

  /// The words that may follow `path` (the command words typed so far): the next command words,
  /// then the command's options and the global ones.
  static func candidates(after path: [String]) -> [String] {
    let next = Commands.all.filter {
      $0.words.count > path.count && Array($0.words.prefix(path.count)) == path
    }
    .map { $0.words[path.count] }
    let spec = Commands.all.first { $0.words == path }
    let options = spec?.options.map(\.name) ?? []
    // An argument written as a list of choices (`bash|zsh|fish`) offers them.
    let choices =
      spec?.arguments.first.map { argument in
        argument.contains("|") && !argument.hasPrefix("[")
          ? argument.split(separator: "|").map(String.init) : []
      } ?? []
    var seen: Set<String> = []
    return (next + choices + options + globalOptions.map(\.name)).filter {
      seen.insert($0).inserted
    }
  }

  /// Every prefix of a command's words, longest first, so a `case` finds the deepest match.
  private static var paths: [[String]] {
    var all: Set<[String]> = [[]]
    for spec in Commands.all {
      for length in 1...spec.words.count { all.insert(Array(spec.words.prefix(length))) }
    }
    return all.sorted {
      ($0.count, $1.joined(separator: " ")) > ($1.count, $0.joined(separator: " "))
    }
  }

  /// The fixed values an option takes, when its placeholder lists them (`name|price`).
  private static func choices(of option: CommandSpec.Option) -> [String] {
    guard let value = option.value, value.contains("|") else { return [] }
    return value.split(separator: "|").map(String.init)
  }

  private static var allOptions: [CommandSpec.Option] {
    Commands.all.flatMap(\.options) + globalOptions
  }

  private static var bash: String {
    let valued = Set(allOptions.filter { $0.value != nil }.map(\.name)).sorted()
    var lines = [
      "# shop completion for bash: source it, or put it in your bash-completion folder.",
      "_shop() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  case \"$prev\" in",
    ]
    for option in allOptions where !choices(of: option).isEmpty {
      let words = choices(of: option).joined(separator: " ")
      lines.append(
        "    \(option.name)) COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); return ;;")
    }
    lines += [
      "    --db|--feed) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;",
      "    # The categories the local catalog has, one per line after the heading.",
      "    --category)",
      "      # Ask the database the line names with --db, if it names one.",
      "      local db=() j",
      "      for ((j = 1; j < COMP_CWORD - 1; j++)); do",
      "        [[ ${COMP_WORDS[j]} == --db ]] && db=(--db \"${COMP_WORDS[j+1]}\")",
      "      done",
      "      local IFS=$'\\n'",
      "      COMPREPLY=($(compgen -W \"$(shop \"${db[@]}\" categories 2>/dev/null | sed -n 's/^  //p')\" -- \"$cur\"))",
      "      return ;;",
      "    \(valued.joined(separator: "|"))) return ;;",
      "  esac",
      "  # The command words typed so far: no options, and no option's value.",
      "  local path=\"\" skip=0 i word",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    word=\"${COMP_WORDS[i]}\"",
      "    if ((skip)); then skip=0; continue; fi",
      "    case \"$word\" in",
      "      \(valued.joined(separator: "|"))) skip=1 ;;",
      "      -*) ;;",
      "      *) path=\"${path:+$path }$word\" ;;",
      "    esac",
      "  done",
      "  local words",
      "  case \"$path\" in",
    ]
    for path in paths {
      let joined = path.joined(separator: " ")
      let pattern = path.isEmpty ? "*" : "\"\(joined)\"|\"\(joined) \"*"
      lines.append("    \(pattern)) words=\"\(candidates(after: path).joined(separator: " "))\" ;;")
    }
    lines += [
      "  esac",
      "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
      "}",
      "complete -F _shop shop",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static var fish: String {
    var lines = [
      "# shop completion for fish: save as ~/.config/fish/completions/shop.fish.",
      "complete -c shop -f",
    ]
    for spec in Commands.all where spec.words.count == 1 {
      lines.append(
        "complete -c shop -n __fish_use_subcommand -a \(spec.words[0]) -d \(quoted(spec.summary))")
    }
    for group in Set(Commands.all.filter { $0.words.count > 1 }.map { $0.words[0] }).sorted() {
      lines.append(
        "complete -c shop -n __fish_use_subcommand -a \(group) -d \(quoted("The \(group) commands"))"
      )
    }
    for spec in Commands.all where spec.words.count > 1 {
      lines.append(
        "complete -c shop -n '__fish_seen_subcommand_from \(spec.words[0])' -a \(spec.words[1]) -d \(quoted(spec.summary))"
      )
    }
    for spec in Commands.all {
      for option in spec.options {
        let values = choices(of: option)
        let takes =
          option.value == nil
          ? "" : values.isEmpty ? " -r" : " -x -a \(quoted(values.joined(separator: " ")))"
        lines.append(
          "complete -c shop -n '__fish_seen_subcommand_from \(spec.words.last ?? "")' -l \(option.name.dropFirst(2))\(takes) -d \(quoted(option.help))"
        )
      }
    }
    for option in globalOptions {
      let takes = option.value == nil ? "" : " -r"
      lines.append(
        "complete -c shop -l \(option.name.dropFirst(2))\(takes) -d \(quoted(String(option.help.prefix { $0 != "\n" })))"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "\\'")
      + "'"
  }
}
