/// The completion script for fish: one `complete` line for each command and option. fish never
/// evaluates what a function prints, so the categories are offered exactly as `shop` lists them.
/// An option's description is its help on one line, marked when the command cannot run without
/// it: a description is one line, whatever the help's lines.
enum FishCompletion {
  static func lines(_ script: CompletionScript) -> [String] {
    let commands = script.commands
    var lines = [
      "# shop completion for fish: save as ~/.config/fish/completions/shop.fish.",
      "complete -c shop -f",
      "# The local catalog's categories, asked of the database the line names with --db or --db=, if any.",
      "function __shop_categories",
      "    set -l tokens (commandline -opc)",
      "    set -l db (string match -- '--db=*' $tokens)",
      "    set -l index (contains -i -- --db $tokens)",
      "    and set db --db $tokens[(math $index + 1)]",
      "    shop $db categories 2>/dev/null | string replace -rf '^  ' ''",
      "end",
    ]
    for spec in commands where spec.words.count == 1 {
      lines.append(
        "complete -c shop -n __fish_use_subcommand -a \(spec.words[0]) -d \(quoted(spec.summary))")
    }
    for group in Set(commands.filter { $0.words.count > 1 }.map { $0.words[0] }).sorted() {
      lines.append(
        "complete -c shop -n __fish_use_subcommand -a \(group) -d \(quoted("The \(group) commands"))"
      )
    }
    for spec in commands where spec.words.count > 1 {
      lines.append(
        "complete -c shop -n '__fish_seen_subcommand_from \(spec.words[0])' -a \(spec.words[1]) -d \(quoted(spec.summary))"
      )
    }
    for spec in commands {
      let choices = CompletionScript.argumentChoices(of: spec)
      if !choices.isEmpty {
        lines.append(
          "complete -c shop -n \(seen(spec, among: commands)) -a \(quoted(choices.joined(separator: " ")))"
        )
      }
      for option in spec.options {
        lines.append(
          "complete -c shop -n \(seen(spec, among: commands)) -l \(option.name.dropFirst(2))\(takes(option)) -d \(quoted(option.describedOnOneLine))"
        )
      }
    }
    for option in CompletionScript.globalOptions {
      lines.append(
        "complete -c shop -l \(option.name.dropFirst(2))\(takes(option)) -d \(quoted(option.describedOnOneLine))"
      )
    }
    return lines
  }

  /// The condition that the line runs `spec`: each of its words seen, so `cart add`'s options are
  /// not offered after `wishlist add`; no word that makes a longer command of it, so a list's
  /// options would not be offered after a longer command that starts with its word (no command
  /// of the shop's has both today; `CompletionAndManualTests` makes a pair up); and not as words
  /// `help` was given (`shop help cart add`).
  private static func seen(_ spec: CommandSpec, among commands: [CommandSpec]) -> String {
    var conditions = spec.words.map { "__fish_seen_subcommand_from \($0)" }
    let next = commands.filter { $0.words.count > spec.words.count }
      .filter { $0.words.starts(with: spec.words) }.map { $0.words[spec.words.count] }
    for word in Set(next).sorted() {
      conditions.append("not __fish_seen_subcommand_from \(word)")
    }
    if spec.words != CommandName.help.spec.words {
      conditions.append("not __fish_seen_subcommand_from \(CommandName.help.spec.words[0])")
    }
    return "'" + conditions.joined(separator: "; and ") + "'"
  }

  /// What an option takes: nothing, a file, a category, or one of its fixed values.
  private static func takes(_ option: CommandSpec.Option) -> String {
    guard option.value != nil else { return "" }
    if CompletionScript.fileOptions.contains(option.name) { return " -r -F" }
    if option.name == CompletionScript.categoryOption { return " -x -a '(__shop_categories)'" }
    let values = option.choices
    return values.isEmpty ? " -r" : " -x -a \(quoted(values.joined(separator: " ")))"
  }

  /// Text in fish's single quotes, where only `\` and `'` need escaping.
  private static func quoted(_ text: String) -> String {
    var result = "'"
    for character in text {
      if character == "\\" || character == "'" { result.append("\\") }
      result.append(character)
    }
    return result + "'"
  }
}
