/// How one command is written: its words, its options, its positional arguments, and its help.
/// The parser reads these; help and usage lines are printed from them, so they cannot disagree.
struct CommandSpec: Equatable, Sendable {
  struct Option: Equatable, Sendable {
    let name: String
    /// The placeholder for the value, or `nil` for a flag.
    let value: String?
    /// What it does; a second line, if any, goes under the first.
    let help: String
    /// A short spelling that means the same, such as `-h`.
    var alias: String? = nil

    /// The option as help lists it: `  --limit N           Products per page…`.
    var helpLine: String {
      let spelled = (alias.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
      let indent = "\n" + String(repeating: " ", count: 22)
      return "  " + spelled.padding(to: 20)
        + help.split(separator: "\n").joined(separator: indent)
    }
  }

  /// The command words after `shop`, such as `["catalog", "sync"]`.
  let words: [String]
  var arguments: [String] = []
  var options: [Option] = []
  let summary: String

  /// The command as a list of commands shows it: `  cart add            Add a product…`.
  var listLine: String {
    "  " + words.joined(separator: " ").padding(to: 20) + summary
  }

  /// How the command is written after `shop`: `cart add SKU [--quantity N]`. The session's
  /// lines have no `shop` in front, so its usage errors print this alone.
  var synopsis: String {
    let parts =
      words + arguments
      + options.map { option in
        option.value.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]"
      }
    return parts.joined(separator: " ")
  }

  var usage: String { "shop " + synopsis }

  var help: String {
    var lines = [summary, ""] + wrappedUsage
    if !options.isEmpty {
      lines.append("")
      lines.append("Options:")
      lines += options.map(\.helpLine)
    }
    lines.append("")
    lines.append(Self.globalHelp)
    return lines.joined(separator: "\n")
  }

  /// The usage line, broken before an option where it would pass 80 columns.
  var wrappedUsage: [String] {
    var lines: [String] = []
    var line = "Usage:"
    for part in usage.split(separator: " ", omittingEmptySubsequences: false) where !part.isEmpty {
      if line.count + 1 + part.count > 80 && part.hasPrefix("[") {
        lines.append(line)
        line = "      "
      }
      line += " " + part
    }
    return lines + [line]
  }

  /// The options every command takes. Help, completion and the manual all read this list.
  static let globalOptions: [Option] = [
    Option(
      name: "--db", value: "PATH",
      help: """
        The database file (also $SHOP_DB; default: data folder),
        or a PostgreSQL database: postgresql://URL
        """),
    Option(name: "--json", value: nil, help: "Print the result as JSON"),
    Option(name: "--trace", value: nil, help: "Print every hop of the data flow to standard error"),
    Option(
      name: "--scenario", value: "NAME",
      help: """
        Run on canned data, touching no file ($SHOP_SCENARIO):
        sample, empty-catalog, full-cart, ready-to-check-out,
        placed-order, out-of-stock, failing-storage
        """),
    Option(name: "--help", value: nil, help: "Show help", alias: "-h"),
    Option(name: "--version", value: nil, help: "Show the version"),
  ]

  static let globalHelp = (["Global options:"] + globalOptions.map(\.helpLine))
    .joined(separator: "\n")
}

extension String {
  /// The text followed by spaces up to `width` characters, for aligned columns.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
