import ShopDomain
import ShopPresentation

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
        // After the command's words, `--` is the command's to read (what follows is not an
        // option); before them there is nothing for it to protect.
        rest += (rest.isEmpty ? [] : [token]) + remaining
        return
      }
      let (name, inlineValue) = Self.split(token)
      switch name {
      case "--json", "--trace", "-h", "--help", "--version":
        try Self.flag(name, inline: inlineValue)
        switch name {
        case "--json": options.json = true
        case "--trace": options.trace = true
        case "--version": version = true
        default: help = true
        }
      case "--scenario":
        guard options.scenario == nil else {
          throw UsageError(message: Self.givenTwice(name), synopsis: nil)
        }
        options.scenario = try Self.value(of: name, inline: inlineValue, from: &remaining)
      case "--db":
        guard options.databasePath == nil else {
          throw UsageError(message: Self.givenTwice(name), synopsis: nil)
        }
        let path = try Self.value(of: name, inline: inlineValue, from: &remaining)
        guard !path.isEmpty else {
          throw UsageError(
            message: "--db needs the path of a database file, not an empty one.",
            synopsis: .init(words: ["--db", "PATH"], parts: ["[COMMAND]"]))
        }
        options.databasePath = path
      default: rest.append(token)
      }
    }
  }

  /// The refusal of an option with a value given twice on one line.
  static func givenTwice(_ name: String) -> String {
    "\(name) is given twice; give it once."
  }

  /// Checks that a flag, which takes no value, was not given one with `=`.
  static func flag(_ name: String, inline: String?, synopsis: CommandSpec.Synopsis? = nil)
    throws(UsageError)
  {
    guard let inline else { return }
    throw UsageError(
      message: "\(name) takes no value, not \(TypedText.quoted(inline)).", synopsis: synopsis)
  }

  /// `--name=value` into its two halves; any other token is a name alone.
  static func split(_ token: String) -> (name: String, value: String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  /// The value of an option: after `=`, or the next argument unless that is another option.
  /// `--name=` gives an empty value, exactly as `--name ""` does; whether empty is acceptable is
  /// the option's to say.
  static func value(of name: String, inline: String?, from remaining: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    if let inline { return inline }
    guard let next = remaining.first, !isOption(next) else {
      throw UsageError(
        message: "\(name) needs a value.", synopsis: .init(words: ["[COMMAND]", name, "VALUE"]))
    }
    remaining.removeFirst()
    return next
  }

  /// Whether a token is an option rather than a value. `-` and negative numbers are values, of
  /// any size: `-99999999999999999999` is a number out of range, not an unknown option.
  static func isOption(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token != "-" else { return false }
    let afterDash = token.dropFirst()
    return !(afterDash.first?.isASCII == true && afterDash.first?.isNumber == true)
  }
}
