import Foundation
import Testing

/// A real shell that has sourced one of `shop completion`'s scripts, asked what it offers for a
/// line whose last word is being completed. It answers with the words a command would receive:
/// bash's replies are parsed back as bash parses a line, zsh's and fish's are inserted quoted by
/// the shell itself.
struct CompletingShell: Sendable, CustomTestStringConvertible {
  let name: String
  /// The program that asks the script for its words, `$LINE` being the line typed so far.
  let program: String

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
      """)

  /// zsh's `compadd` works only inside its line editor; here it prints the words it is given
  /// that match what is typed, as the real one would offer them.
  static let zsh = CompletingShell(
    name: "zsh",
    program: """
      compdef() { : }
      _files() { : }
      compadd() { local word; for word in "${(@P)2}"; do [[ $word == "$PREFIX"* ]] && print -r -- "$word"; done }
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
      complete -C "$LINE" | string replace -r '\\t.*' ''
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
