/// Every command `shop` knows, as specs. The order here is the order of `shop --help`.
enum Commands {
  static let products = CommandSpec(
    words: ["products"],
    arguments: [],
    options: [
      .init(
        name: "--search", value: "TEXT",
        help: "Words the name or description contains (any case, any accents)"),
      .init(name: "--category", value: "NAME", help: "Only this category"),
      .init(name: "--sort", value: "name|price", help: "The order (default: name)"),
      .init(name: "--limit", value: "N", help: "Products per page, 1 to 100 (default: 20)"),
      .init(
        name: "--after", value: "SKU",
        help: "Continue after this SKU, as printed below the previous page"),
    ],
    summary: "List the catalog, a page at a time."
  )

  static let product = CommandSpec(
    words: ["product"],
    arguments: ["SKU"],
    options: [],
    summary: "Show one product."
  )

  static let catalogSync = CommandSpec(
    words: ["catalog", "sync"],
    arguments: [],
    options: [
      .init(
        name: "--feed", value: "FILE", help: "A catalog feed in JSON (default: the bundled catalog)"
      )
    ],
    summary: "Add and update products from a catalog feed, in one transaction."
  )

  static let help = CommandSpec(
    words: ["help"],
    arguments: ["[COMMAND]", "[SUBCOMMAND]"],
    options: [],
    summary: "Show help for a command."
  )

  static let all = [products, product, catalogSync, help]

  /// `shop --help`: every command, one line each.
  static let overview: String = {
    var lines = [
      "shop: a small shop in the terminal.",
      "",
      "Usage: shop [COMMAND] [OPTIONS]",
      "With no command, shop lists the first page of products.",
      "",
      "Commands:",
    ]
    for spec in all {
      lines.append("  " + spec.words.joined(separator: " ").padding(to: 20) + spec.summary)
    }
    lines.append("")
    lines.append("Run `shop COMMAND --help` for a command's options.")
    lines.append("")
    lines.append(CommandSpec.globalHelp)
    return lines.joined(separator: "\n")
  }()
}
