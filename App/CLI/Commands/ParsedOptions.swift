/// The second pass: a command's own options and positional arguments, checked against its spec.
struct ParsedOptions {
  var values: [String: String] = [:]
  var positionals: [String] = []

  init(_ tokens: [String], spec: CommandSpec) throws(UsageError) {
    var remaining = tokens[...]
    while let token = remaining.popFirst() {
      if token == "--" {
        positionals += remaining
        break
      }
      guard GlobalScan.isOption(token) else {
        positionals.append(token)
        continue
      }
      let (name, inline) = GlobalScan.split(token)
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError(
          message: "Unknown option \(name) for `shop \(spec.words.joined(separator: " "))`.",
          usage: spec.usage)
      }
      guard option.value != nil else {
        try GlobalScan.flag(name, inline: inline, usage: spec.usage)
        values[name] = ""
        continue
      }
      do throws(UsageError) {
        values[name] = try GlobalScan.value(of: name, inline: inline, from: &remaining)
      } catch {
        throw UsageError(message: error.message, usage: spec.usage)
      }
    }
    try checkPositionals(spec)
  }

  private func checkPositionals(_ spec: CommandSpec) throws(UsageError) {
    let required = spec.arguments.filter { !$0.hasPrefix("[") }.count
    let allowed = spec.arguments.count
    let command = "`shop \(spec.words.joined(separator: " "))`"
    if positionals.count < required {
      throw UsageError(
        message: "\(command) needs \(spec.arguments.joined(separator: " ")).", usage: spec.usage)
    }
    if positionals.count > allowed {
      throw UsageError(
        message: "\(command) does not take \"\(positionals[allowed])\".", usage: spec.usage)
    }
  }
}
