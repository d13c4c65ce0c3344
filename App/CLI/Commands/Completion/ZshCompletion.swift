/// The completion script for zsh: bash's core run under zsh's own rules, and zsh's `compadd`,
/// which matches what is typed and quotes each word it inserts.
enum ZshCompletion {
  static var lines: [String] {
    [
      "#compdef shop",
      "# shop completion for zsh: save it as _shop in a folder on $fpath, or source it after compinit.",
    ] + BashCompletion.core + [
      "_shop() {",
      "  emulate -L zsh",
      "  if __shop_complete \"${(@)words[2,CURRENT-1]}\"; then",
      "    compadd -a __shop_words",
      "  else",
      "    _files",
      "  fi",
      "}",
      "if [[ \"${funcstack[1]}\" == _shop ]]; then _shop \"$@\"; else compdef _shop shop; fi",
    ]
  }
}
