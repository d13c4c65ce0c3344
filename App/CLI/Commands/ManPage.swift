/// `shop.1`, the manual page, generated from the same command specs that print `--help`.
/// `shop help --manual` prints this text, made from the specs as it runs, so the manual cannot
/// fall behind the commands. An option a command cannot run without is written without brackets in
/// the command's line and marked in its description, as `--help` does.
enum ManPage {
  static func render(commands: [CommandSpec] = CommandName.all) -> String {
    var lines = [
      ".TH SHOP 1 \"\" \"shop \(ShopApp.version)\" \"User Commands\"",
      ".SH NAME",
      "shop \\- a small shop in the terminal",
      ".SH SYNOPSIS",
      ".B shop",
      "[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR]",
      ".SH DESCRIPTION",
      "Browse and search a catalog, fill a cart, sign in, check out, see and cancel orders.",
      "With no command,",
      ".B shop",
      "starts an interactive session; with standard input not a terminal, it reads the same",
      "commands line by line.",
      ".SH COMMANDS",
    ]
    for spec in commands {
      lines += [".TP", ".B shop \(escaped(spec.synopsis.description))", escaped(spec.summary)]
      for option in spec.options {
        lines += [".RS", ".TP", term(option), escaped(option.described), ".RE"]
      }
    }
    lines.append(".SH OPTIONS")
    for option in CommandSpec.globalOptions {
      lines += [".TP", term(option), escaped(option.help) + "."]
    }
    lines += [".SH EXIT STATUS", ".TP", ".B 0", "Success."]
    for code in ExitCode.documented {
      lines += [".TP", ".B \(code.rawValue)", escaped(code.meaning)]
    }
    lines += [
      ".SH ENVIRONMENT",
      ".TP", ".B SHOP_DB",
      "The database file or PostgreSQL URL, when no \\fB\\-\\-db\\fR is given.",
      ".TP", ".B SHOP_SCENARIO", "A scenario, when no \\fB\\-\\-scenario\\fR is given.",
      ".TP", ".B NO_COLOR",
      "When set to anything but an empty value, no colour, even on a terminal.",
      ".SH FILES",
      ".TP", ".I $XDG_DATA_HOME/shop/shop.sqlite",
      "The database (else \\fI~/.local/share/shop/shop.sqlite\\fR), made and filled on first use.",
      ".TP", ".I $XDG_STATE_HOME/shop/",
      "Each terminal's session token, mode 0600 (else \\fI~/.local/state/shop/\\fR;"
        + " on macOS \\fI~/Library/Application Support/shop/\\fR).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// An option as a manual writes it: its name in bold, its value in italics.
  private static func term(_ option: CommandSpec.Option) -> String {
    let value = option.value.map { " \\fI" + escaped($0) + "\\fR" } ?? ""
    return "\\fB" + escaped(option.name) + "\\fR" + value
  }

  /// Text made safe for roff: backslashes and hyphens escaped, every character beyond ASCII
  /// written as roff's escape of its code point (`€` as `\[u20AC]`: roff reads its input as
  /// Latin-1, and warns on UTF-8's bytes), and a dot or quote that starts any of its lines kept
  /// from being read as a request.
  private static func escaped(_ text: String) -> String {
    text.split(separator: "\n").map(escapedLine)
      .joined(separator: "\n")
  }

  private static func escapedLine(_ line: Substring) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where !scalar.isASCII:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}
