import Foundation
import Testing

/// A real shell that has sourced one of `shop completion`'s scripts, asked what it offers for a
/// line whose last word is being completed. It answers with the words a command would receive:
/// bash's replies are parsed back as bash parses a line, zsh's and fish's are inserted quoted by
/// the shell itself. zsh and fish also show a description beside a word, which it reads too.
struct CompletingShell: Sendable, CustomTestStringConvertible {
  let name: String
  /// The program that asks the script for its words, `$LINE` being the line typed so far. A
  /// shell that shows descriptions prints a described word as `word<TAB>description`.
  let program: String
  /// Whether the shell shows a description beside a word.
  var describes = true

  static let bash = CompletingShell(
    name: "bash",
    program: """
      source "$SCRIPT"
      read -ra COMP_WORDS <<< "$LINE"
      [[ "$LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _shop
      # What the command gets when the person runs the completed line.
      for reply in "${COMPREPLY[@]}"; do eval "set -- $reply"; printf '%s\\n' "$*"; done
      """, describes: false)

  /// zsh's `compadd` works only inside its line editor; here it prints the words of its `-a`
  /// array that match what is typed, as the real one would offer them, each with its line of
  /// `-d`'s array when it has one.
  static let zsh = CompletingShell(
    name: "zsh",
    program: """
      compdef() { : }
      _files() { : }
      compadd() {
        local -a offered shown; local word; local -i index
        while (($#)); do
          case $1 in
            -a) offered=("${(@P)2}"); shift 2 ;;
            -d) shown=("${(@P)2}"); shift 2 ;;
            *) shift ;;
          esac
        done
        for word in "${offered[@]}"; do
          ((index++))
          [[ $word == "$PREFIX"* ]] || continue
          if ((${#shown})); then print -r -- "$word"$'\\t'"${shown[index]}"; else print -r -- "$word"; fi
        done
      }
      source "$SCRIPT"
      words=(${=LINE})
      [[ "$LINE" == *" " ]] && words+=("")
      CURRENT=${#words}
      PREFIX=${words[CURRENT]}
      _shop
      """)

  static let fish = CompletingShell(
    name: "fish",
    program: """
      source $SCRIPT
      complete -C "$LINE"
      """)

  /// The shells this machine has; CI installs all three.
  static var installed: [CompletingShell] {
    [bash, zsh, fish].filter { shell in
      ["/bin", "/usr/bin", "/usr/local/bin"].contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(shell.name)")
      }
    }
  }

  var testDescription: String { name }

  /// What the script offers for `line` in this shell, with the built `shop` on PATH and
  /// `SHOP_DB` naming `shop`'s database.
  func offered(for line: String, script: String, in shop: ShopProcess) throws -> [String] {
    try replies(for: line, script: script, in: shop).map(\.word)
  }

  /// The description the shell shows beside each word it offers for `line`, if any.
  func descriptions(for line: String, script: String, in shop: ShopProcess) throws
    -> [String: String]
  {
    let replies = try replies(for: line, script: script, in: shop)
    return Dictionary(
      replies.compactMap { reply in reply.description.map { (reply.word, $0) } }
    ) { first, _ in first }
  }

  private func replies(for line: String, script: String, in shop: ShopProcess) throws
    -> [(word: String, description: String?)]
  {
    try printed(for: line, script: script, in: shop).map { reply in
      guard describes, let tab = reply.firstIndex(of: "\t") else { return (reply, nil) }
      return (String(reply[..<tab]), String(reply[reply.index(after: tab)...]))
    }
  }

  /// The lines the shell's program prints for `line`.
  private func printed(for line: String, script: String, in shop: ShopProcess) throws -> [String] {
    let file = shop.path("shop.\(name)")
    try Data(script.utf8).write(to: URL(fileURLWithPath: file))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name, "-c", program]
    // The script asks `shop` itself for the local catalog's categories.
    let bin = try ShopProcess.binary().deletingLastPathComponent().path
    process.environment = [
      "LINE": line, "SCRIPT": file, "PATH": bin + ":/usr/local/bin:/usr/bin:/bin",
      "SHOP_DB": shop.databasePath, "HOME": shop.folder.path,
    ]
    process.currentDirectoryURL = shop.folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
