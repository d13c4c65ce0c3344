import ShopDomain

/// How one command is written: its words, its options, its positional arguments, and its help.
/// The parser reads a command's spec, and help and usage lines are printed from it, so the two
/// cannot disagree; the global options are the parser's `GlobalScan` by name, and tests hold
/// them to `globalOptions`.
struct CommandSpec: Equatable, Sendable {
  struct Option: Equatable, Sendable {
    let name: String
    /// The placeholder for the value, or `nil` for a flag.
    let value: String?
    /// What it does; a second line, if any, goes under the first.
    let help: String
    /// A short spelling that means the same, printed beside the name: only `-h`, which
    /// `GlobalScan` reads (a command's own option has none the parser would read).
    var alias: String? = nil
    /// Whether the command cannot run without it: usage shows it without brackets, help marks
    /// it, and a line that leaves it out is a usage error.
    var required = false

    /// How help, the manual and the completion of zsh and fish (bash shows no descriptions) mark
    /// an option that must be given.
    static let requiredMark = "(required)"

    /// `--limit N` of a list read a page at a time, of `items` ("Products"): `PageSize`'s rule.
    static func limit(of items: String) -> Option {
      let (least, most) = (PageSize.range.lowerBound, PageSize.range.upperBound)
      return Option(
        name: "--limit", value: "N",
        help: "\(items) per page, \(least) to \(most) (default: \(PageSize.standard.value))")
    }

    /// `--after VALUE` of such a list: the cursor, a `thing` its last page printed.
    static func after(_ value: String, naming thing: String) -> Option {
      Option(
        name: "--after", value: value,
        help: "Continue after this \(thing), as printed under the last page")
    }

    /// The fixed values it takes, when its placeholder lists them (`name|price`), else none.
    var choices: [String] {
      guard let value, value.contains("|") else { return [] }
      return value.split(separator: "|").map(String.init)
    }

    /// What it does, marked when it must be given.
    var described: String { required ? help + " " + Self.requiredMark : help }

    /// What it does on one line, its help's lines joined and the mark after them: for a
    /// completion's description, which is one line whatever the help's lines.
    var describedOnOneLine: String {
      described.split(separator: "\n").joined(separator: " ")
    }

    /// The name and its placeholder: `--limit N`.
    private var written: String { name + (value.map { " \($0)" } ?? "") }

    /// How the synopsis writes it: without brackets when required (a made-up `--delivery SLOT`),
    /// else `[--limit N]`.
    var synopsisPart: String { required ? written : "[\(written)]" }

    /// Where help's text starts on its line.
    private static let helpColumn = 22

    /// The option as help lists it: `  --limit N           Products per page…`; a name and
    /// placeholder too wide for the column stand on a line of their own, the help under them.
    var helpLine: String {
      let spelled = "  " + (alias.map { "\($0), " } ?? "") + written
      let indent = String(repeating: " ", count: Self.helpColumn)
      let help = helpLines.joined(separator: "\n" + indent)
      guard spelled.count + 2 <= Self.helpColumn else { return spelled + "\n" + indent + help }
      return spelled.padding(to: Self.helpColumn) + help
    }

    /// The help's lines, each broken at a space where it would pass 80 columns (a longer noun in
    /// `after(_:naming:)`, say), and the mark after the last one, or under it where it would
    /// pass them.
    private var helpLines: [String] {
      let width = 80 - Self.helpColumn
      let lines = help.split(separator: "\n").flatMap { Self.wrapped(String($0), width: width) }
      guard required else { return lines }
      let marked = (lines.last.map { $0 + " " } ?? "") + Self.requiredMark
      guard Self.helpColumn + marked.count > 80 else { return lines.dropLast() + [marked] }
      return lines + [Self.requiredMark]
    }

    /// `line` as it is when it fits `width` characters, else broken at spaces into lines that
    /// do (a word longer than `width` stands on a line of its own).
    private static func wrapped(_ line: String, width: Int) -> [String] {
      guard line.count > width else { return [line] }
      var lines: [String] = []
      var current = ""
      for word in line.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > width {
          lines.append(current)
          current = ""
        }
        current += current.isEmpty ? String(word) : " " + word
      }
      return lines + [current]
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

  /// How the command is written after `shop`: `cart add SKU [--quantity N]`, a required option
  /// without brackets (`--delivery SLOT`). `--help` and a usage error print it by
  /// `Synopsis.usage(in:)`, with `shop` in front in a shell and without it in the session.
  var synopsis: Synopsis {
    Synopsis(words: words, parts: arguments + options.map(\.synopsisPart))
  }

  /// The command as advice and the session's `help` write it: its words, `arguments` in place of
  /// its placeholders (`cart remove DAI-001`), the optional `options` the advice is about
  /// (`--search TEXT`), and every option it requires (`--delivery SLOT`) unless `asked`: the
  /// session asks for those a line leaves out.
  func written(
    arguments: [String]? = nil, adding options: [String] = [], requiredAsked asked: Bool = false
  ) -> String {
    let required = asked ? [] : self.options.filter(\.required).map(\.synopsisPart)
    return (words + (arguments ?? self.arguments) + options + required).joined(separator: " ")
  }

  var usage: String { "shop \(synopsis)" }

  /// What `--help` prints on the command: its summary, usage and options, then in a shell the
  /// global options, which the session does not take at its prompt.
  func help(in wording: Wording) -> String {
    var lines = [summary, ""] + synopsis.usage(in: wording)
    if !options.isEmpty {
      lines.append("")
      lines.append("Options:")
      lines += options.map(\.helpLine)
    }
    if wording.frontEnd == .oneShot {
      lines.append("")
      lines.append(Self.globalHelp)
    }
    return lines.joined(separator: "\n")
  }

  /// The options a line may give with any command (`--version` with none). Help, completion and
  /// the manual all read this list.
  static let globalOptions: [Option] = [
    Option(
      name: "--db", value: "PATH",
      help: """
        The database file (also $SHOP_DB; default: data folder),
        or a PostgreSQL database: postgresql://URL
        """),
    Option(name: "--json", value: nil, help: "Print the result as JSON"),
    Option(name: "--trace", value: nil, help: "Print every hop of the data flow to standard error"),
    // Its names come from `Scenario` itself, so a new scenario is listed without anyone doing it.
    Option(
      name: "--scenario", value: "NAME",
      help: "Run on canned data, touching no file ($SHOP_SCENARIO):\n"
        + Scenario.allCases.map(\.rawValue).joined(separator: ", ")),
    Option(name: "--help", value: nil, help: "Show help", alias: "-h"),
    Option(name: "--version", value: nil, help: "Show the version"),
  ]

  static let globalHelp = (["Global options:"] + globalOptions.map(\.helpLine))
    .joined(separator: "\n")
}

extension CommandSpec {
  /// How a command, or a global option, is written after `shop`: its words, which stay together,
  /// then the parts a usage line may break between, an option with its value being one part. Both
  /// `--help` and a usage error print it through `usage(in:)`, so neither passes 80 columns.
  struct Synopsis: Equatable, Sendable, CustomStringConvertible {
    let words: [String]
    var parts: [String] = []

    var description: String { (words + parts).joined(separator: " ") }

    /// The usage line, broken before a part where it would pass 80 columns, each line after the
    /// first indented under the words. A shell's starts with `shop`; the session's lines have none.
    func usage(in wording: Wording) -> [String] {
      var lines: [String] = []
      var line = (["Usage:"] + (wording.frontEnd == .oneShot ? ["shop"] : []) + words)
        .joined(separator: " ")
      for part in parts {
        if line.count + 1 + part.count > 80 {
          lines.append(line)
          line = "      "
        }
        line += " " + part
      }
      return lines + [line]
    }
  }
}

extension String {
  /// The text followed by spaces up to `width` characters, for aligned columns.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
