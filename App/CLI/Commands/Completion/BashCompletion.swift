/// The completion script for bash, and the core it shares with zsh: a function that reads the
/// words before the cursor as data and sets `__shop_words` to what may follow them. Both shells
/// run the core as written, so the two cannot offer different words. bash shows no descriptions,
/// so it offers a required option as it does any other.
enum BashCompletion {
  static func lines(_ script: CompletionScript) -> [String] {
    [
      "# shop completion for bash: source it, or put it in your bash-completion folder."
    ] + core(script) + [
      "_shop() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" word quoted",
      "  COMPREPLY=()",
      "  if ! __shop_complete \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; then",
      "    compopt -o filenames 2>/dev/null",
      "    while IFS= read -r word; do COMPREPLY+=(\"$word\"); done < <(compgen -f -- \"$cur\")",
      "    return",
      "  fi",
      "  # A literal prefix match, and each word quoted as bash inserts it as typed.",
      "  for word in \"${__shop_words[@]}\"; do",
      "    [[ $word == \"$cur\"* ]] || continue",
      "    printf -v quoted '%q' \"$word\"",
      "    COMPREPLY+=(\"$quoted\")",
      "  done",
      "}",
      "complete -F _shop shop",
    ]
  }

  /// `__shop_complete WORD…`: the words before the cursor, without `shop`. Sets `__shop_words`,
  /// and `__shop_required` to those of them the command cannot run without, or returns 1 when a
  /// file name comes next. Written in the part of the language bash and zsh share, every
  /// expansion that could be split or globbed quoted.
  static func core(_ script: CompletionScript) -> [String] {
    let options = script.allOptions
    let valued = Set(options.filter { $0.value != nil }.map(\.name)).sorted()
    var lines = [
      "__shop_complete() {",
      "  __shop_words=() __shop_required=()",
      "  local typed=\"\" skip=0 previous=\"\" word",
      "  local -a db=()",
      "  for word in \"$@\"; do",
      "    if ((skip)); then",
      "      skip=0",
      "      [[ $previous == --db ]] && db=(--db \"$word\")",
      "    else",
      "      case \"$word\" in",
      "        \(valued.joined(separator: "|"))) skip=1 ;;",
      "        --db=*) db=(\"$word\") ;;",
      "        -*) ;;",
      "        *) typed=\"${typed:+$typed }$word\" ;;",
      "      esac",
      "    fi",
      "    previous=\"$word\"",
      "  done",
      "  if ((skip)); then",
      "    case \"$previous\" in",
    ]
    for option in options where !option.choices.isEmpty {
      let words = option.choices.joined(separator: " ")
      lines.append("      \(option.name)) __shop_words=(\(words)) ;;")
    }
    lines += [
      "      \(CompletionScript.fileOptions.joined(separator: "|"))) return 1 ;;",
      "      \(CompletionScript.categoryOption)) __shop_categories \"${db[@]}\" ;;",
      "    esac",
      "    return 0",
      "  fi",
      "  case \"$typed\" in",
    ]
    for path in script.paths {
      let joined = path.joined(separator: " ")
      let pattern = path.isEmpty ? "*" : "\"\(joined)\"|\"\(joined) \"*"
      let words = script.candidates(after: path).joined(separator: " ")
      let required = script.requiredOptions(after: path).joined(separator: " ")
      let marked = required.isEmpty ? "" : " __shop_required=(\(required))"
      lines.append("    \(pattern)) __shop_words=(\(words))\(marked) ;;")
    }
    lines += [
      "  esac",
      "}",
      "# The local catalog's categories, one per line under the heading of `shop categories`,",
      "# read line by line and never expanded: a category's name is data.",
      "__shop_categories() {",
      "  local line",
      "  while IFS= read -r line; do",
      "    [[ $line == \"  \"* ]] && __shop_words+=(\"${line#  }\")",
      "  done < <(shop \"$@\" categories 2>/dev/null)",
      "}",
    ]
    return lines
  }
}
