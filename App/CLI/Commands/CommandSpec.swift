/// How one command is written: its words, its options, its positional arguments, and its help.
/// The parser reads these; help and usage lines are printed from them, so they cannot disagree.
struct CommandSpec: Equatable, Sendable {
  struct Option: Equatable, Sendable {
    let name: String
    /// The placeholder for the value, or `nil` for a flag.
    let value: String?
    let help: String
  }

  /// The command words after `shop`, such as `["catalog", "sync"]`.
  let words: [String]
  let arguments: [String]
  let options: [Option]
  let summary: String

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
      for option in options {
        let name = option.value.map { "\(option.name) \($0)" } ?? option.name
        lines.append("  " + name.padding(to: 20) + option.help)
      }
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

  static let globalHelp = """
    Global options:
      --db PATH           The database file (also $SHOP_DB; default: data folder)
      --json              Print the result as JSON
      --trace             Print every hop of the data flow to standard error
      --scenario NAME     Run on canned data, touching no file ($SHOP_SCENARIO):
                          sample, empty-catalog, full-cart, out-of-stock,
                          failing-storage
      -h, --help          Show help
      --version           Show the version
    """
}

extension String {
  /// The text followed by spaces up to `width` characters, for aligned columns.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
