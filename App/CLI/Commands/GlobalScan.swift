/// The first pass over the arguments: takes out the global options, wherever they are, and
/// leaves the command's own words and options in order.
struct GlobalScan {
  var options = GlobalOptions()
  var help = false
  var version = false
  var rest: [String] = []

  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let token = remaining.popFirst() {
      if token == "--" {
        rest += remaining
        return
      }
      let (name, inlineValue) = Self.split(token)
      switch name {
      case "--json": options.json = true
      case "--trace": options.trace = true
      case "--scenario":
        options.scenario = try Self.value(of: name, inline: inlineValue, from: &remaining)
      case "-h", "--help": help = true
      case "--version": version = true
      case "--db":
        options.databasePath = try Self.value(of: name, inline: inlineValue, from: &remaining)
      default: rest.append(token)
      }
    }
  }

  /// `--name=value` into its two halves; any other token is a name alone.
  static func split(_ token: String) -> (name: String, value: String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  /// The value of an option: after `=`, or the next argument unless that is another option.
  static func value(of name: String, inline: String?, from remaining: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    if let inline, !inline.isEmpty { return inline }
    guard inline == nil, let next = remaining.first, !isOption(next) else {
      throw UsageError(message: "\(name) needs a value.", usage: "shop [COMMAND] \(name) VALUE")
    }
    remaining.removeFirst()
    return next
  }

  /// Whether a token is an option rather than a value; `-5` and `-` are values.
  static func isOption(_ token: String) -> Bool {
    token.hasPrefix("-") && token != "-" && Int(token) == nil
  }
}
