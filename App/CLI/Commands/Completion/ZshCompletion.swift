/// The completion script for zsh: bash's core run under zsh's own rules, and zsh's `compadd`,
/// which matches what is typed and quotes each word it inserts. zsh shows a description beside a
/// word, so an option the command cannot run without is shown with its mark.
enum ZshCompletion {
  static func lines(_ script: CompletionScript) -> [String] {
    [
      "#compdef shop",
      "# shop completion for zsh: save it as _shop in a folder on $fpath, or source it after compinit.",
    ] + BashCompletion.core(script) + [
      "_shop() {",
      "  emulate -L zsh",
      "  if __shop_complete \"${(@)words[2,CURRENT-1]}\"; then",
      "    # The required options shown marked, one a line; the other words as they are.",
      "    local -a marked=(\"${(@)__shop_required/%/ \(CommandSpec.Option.requiredMark)}\")",
      "    local -a plain=(\"${(@)__shop_words:|__shop_required}\")",
      "    ((${#__shop_required})) && compadd -l -d marked -a __shop_required",
      "    compadd -a plain",
      "  else",
      "    _files",
      "  fi",
      "}",
      "if [[ \"${funcstack[1]}\" == _shop ]]; then _shop \"$@\"; else compdef _shop shop; fi",
    ]
  }
}
