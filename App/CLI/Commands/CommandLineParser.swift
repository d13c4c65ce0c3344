import ShopDomain
import ShopPresentation

/// Turns `shop`'s arguments into an `Invocation`, or a `UsageError` that says what is wrong and
/// how the command is written. It only checks the shape of the line (known words, options with
/// their values, numbers that are numbers); whether a value is acceptable is the Stores' call.
enum CommandLineParser {
  static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
    -> Invocation
  {
    var scan = try GlobalScan(arguments)
    scan.options.databasePath =
      scan.options.databasePath ?? environment["SHOP_DB"].flatMap { $0.isEmpty ? nil : $0 }
    if scan.version { return Invocation(options: scan.options, command: .version) }
    let command = try command(from: scan.rest, help: scan.help)
    return Invocation(options: scan.options, command: command)
  }

  private static func command(from tokens: [String], help: Bool) throws(UsageError) -> Command {
    guard let first = tokens.first else {
      return help ? .help(Commands.overview) : .products(CatalogSearch())
    }
    let spec = try spec(for: tokens)
    if help { return .help(spec.help) }
    let parsed = try ParsedOptions(Array(tokens.dropFirst(spec.words.count)), spec: spec)
    switch first {
    case "products": return try products(parsed, spec: spec)
    case "product": return .product(sku: parsed.positionals[0])
    case "catalog": return .catalogSync(feed: parsed.values["--feed"])
    default: return helpCommand(topic: parsed.positionals)
    }
  }

  private static func spec(for tokens: [String]) throws(UsageError) -> CommandSpec {
    let match = Commands.all.first { spec in
      tokens.count >= spec.words.count && Array(tokens.prefix(spec.words.count)) == spec.words
    }
    if let match { return match }
    if tokens[0] == "catalog" {
      throw UsageError(
        message: "`shop catalog` needs a subcommand.", usage: Commands.catalogSync.usage)
    }
    throw UsageError(
      message: "Unknown command \"\(tokens[0])\". Run `shop --help` for the commands.",
      usage: "shop [COMMAND] [OPTIONS]")
  }

  private static func products(_ parsed: ParsedOptions, spec: CommandSpec) throws(UsageError)
    -> Command
  {
    var search = CatalogSearch(
      text: parsed.values["--search"] ?? "", category: parsed.values["--category"],
      after: parsed.values["--after"])
    if let sort = parsed.values["--sort"] {
      guard let order = ProductSort(rawValue: sort) else {
        throw UsageError(message: "--sort takes name or price, not \"\(sort)\".", usage: spec.usage)
      }
      search.sort = order
    }
    if let limit = parsed.values["--limit"] {
      guard let number = Int(limit) else {
        throw UsageError(
          message: "--limit takes a whole number, not \"\(limit)\".", usage: spec.usage)
      }
      search.limit = number
    }
    return .products(search)
  }

  private static func helpCommand(topic: [String]) -> Command {
    guard !topic.isEmpty else { return .help(Commands.overview) }
    let spec = Commands.all.first { topic.starts(with: $0.words) }
    return .help(spec?.help ?? Commands.overview)
  }
}
