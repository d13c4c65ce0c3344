/// The name of every command `shop` knows, one case each, in the order of `shop --help` (where
/// `Command` is one line as read, with its values). A case's spec is in
/// the exhaustive `switch` below and its reading in `Command.read`'s: a command added here is a
/// compile error until it is both written and read, never a line read as another command.
enum CommandName: CaseIterable {
  case products, product, categories, promotions, cart, cartAdd, cartSet, cartRemove, cartPromo
  case cartRemovePromo
  case wishlist, wishlistAdd, wishlistRemove, wishlistMove, checkout, orders, order, orderCancel
  case signIn, signOut, whoami, catalogSync, preview, completion, help

  /// How the command is written: its words, options and arguments, and its help.
  var spec: CommandSpec {
    switch self {
    case .products:
      CommandSpec(
        words: ["products"],
        options: [
          .init(
            name: "--search", value: "TEXT",
            help: "Words in the name or description (any case or accents)"),
          .init(name: "--category", value: "NAME", help: "Only this category"),
          .init(name: "--sort", value: "name|price", help: "The order (default: name)"),
          .limit(of: "Products"), .after("SKU", naming: "SKU"),
        ],
        summary: "List the catalog, a page at a time."
      )
    case .product:
      CommandSpec(
        words: ["product"],
        arguments: ["SKU"],
        summary: "Show one product."
      )
    case .categories:
      CommandSpec(
        words: ["categories"],
        summary: "List the catalog's categories, to filter products by."
      )
    case .promotions:
      CommandSpec(
        words: ["promotions"],
        options: [.limit(of: "Codes"), .after("CODE", naming: "code")],
        summary: "List the promotion codes, with their terms and expiry."
      )
    case .cart:
      CommandSpec(
        words: ["cart"],
        summary: "Show the cart and its totals."
      )
    case .cartAdd:
      CommandSpec(
        words: ["cart", "add"],
        arguments: ["SKU"],
        options: [.init(name: "--quantity", value: "N", help: "How many to add (default: 1)")],
        summary: "Add a product to the cart."
      )
    case .cartSet:
      CommandSpec(
        words: ["cart", "set"], arguments: ["SKU", "N"],
        summary: "Set a quantity in the cart; 0 removes it."
      )
    case .cartRemove:
      CommandSpec(
        words: ["cart", "remove"], arguments: ["SKU"],
        summary: "Remove a product from the cart."
      )
    case .cartPromo:
      CommandSpec(
        words: ["cart", "promo"], arguments: ["CODE"],
        summary: "Apply a promotion code to the cart."
      )
    case .cartRemovePromo:
      CommandSpec(
        words: ["cart", "remove-promo"],
        summary: "Take the promotion code off the cart."
      )
    case .wishlist:
      CommandSpec(
        words: ["wishlist"],
        summary: "Show the products you saved for later."
      )
    case .wishlistAdd:
      CommandSpec(
        words: ["wishlist", "add"], arguments: ["SKU"],
        summary: "Save a product for later (sign in first)."
      )
    case .wishlistRemove:
      CommandSpec(
        words: ["wishlist", "remove"], arguments: ["SKU"],
        summary: "Take a product off your wishlist."
      )
    case .wishlistMove:
      CommandSpec(
        words: ["wishlist", "move"], arguments: ["SKU"],
        summary: "Move a saved product to the cart."
      )
    case .checkout:
      CommandSpec(
        words: ["checkout"],
        summary: "Place an order for the cart (sign in first)."
      )
    case .orders:
      CommandSpec(
        words: ["orders"],
        options: [.after("ID", naming: "order")],
        summary: "List your orders, newest first."
      )
    case .order:
      CommandSpec(
        words: ["order"], arguments: ["ID"],
        summary: "Show one of your orders."
      )
    case .orderCancel:
      CommandSpec(
        words: ["order", "cancel"], arguments: ["ID"],
        summary: "Cancel an order that has not shipped."
      )
    case .signIn:
      CommandSpec(
        words: ["sign-in"], arguments: ["EMAIL"],
        summary: "Sign in by email; there is no password."
      )
    case .signOut:
      CommandSpec(
        words: ["sign-out"],
        summary: "Sign out; your cart is kept for next time."
      )
    case .whoami:
      CommandSpec(
        words: ["whoami"],
        summary: "Show who is signed in."
      )
    case .catalogSync:
      CommandSpec(
        words: ["catalog", "sync"],
        options: [
          .init(
            name: "--feed", value: "FILE",
            help: "A catalog feed in JSON (default: the bundled catalog)"
          )
        ],
        summary: "Add and update products from a feed."
      )
    case .preview:
      CommandSpec(
        words: ["preview"],
        arguments: ["SCREEN"],
        summary: "Print one screen from canned data, like a UI preview."
      )
    case .completion:
      CommandSpec(
        words: ["completion"],
        arguments: ["bash|zsh|fish"],
        summary: "Print a script that teaches a shell to complete shop."
      )
    case .help:
      CommandSpec(
        words: ["help"],
        arguments: ["[COMMAND]", "[SUBCOMMAND]"],
        options: [
          .init(name: "--manual", value: nil, help: "Print the manual page (roff), shop.1")
        ],
        summary: "Show help for a command."
      )
    }
  }

  /// Every command's spec, in the order of `shop --help`.
  static let all = allCases.map(\.spec)

  /// The command whose words start `tokens`, the longest first: `cart add …` before `cart`.
  static func command(startingWith tokens: [String]) -> CommandName? {
    zip(allCases, all).filter { tokens.starts(with: $0.1.words) }
      .max { $0.1.words.count < $1.1.words.count }?.0
  }

  /// `shop --help`: every command, one line each.
  static let overview: String = {
    var lines = [
      "shop: a small shop in the terminal.",
      "",
      "Usage: shop [COMMAND] [OPTIONS]",
      "With no command, shop starts an interactive session.",
      "",
      "Commands:",
    ]
    lines += all.map(\.listLine)
    lines.append("")
    lines.append("Run `shop COMMAND --help` for a command's options.")
    lines.append("")
    lines.append(CommandSpec.globalHelp)
    return lines.joined(separator: "\n")
  }()
}

extension CommandName {
  /// A word that only starts other commands, such as `catalog` in `catalog sync`. It is not a
  /// command itself, but `shop catalog --help` and `shop help catalog` still answer, with the
  /// commands it starts.
  struct Group: Equatable {
    let word: String
    let members: [CommandSpec]

    /// How the group's commands are written after `shop`.
    var synopsis: CommandSpec.Synopsis {
      guard members.count > 1 else { return members[0].synopsis }
      let names = members.map { $0.words[1] }.joined(separator: "|")
      return CommandSpec.Synopsis(words: [word], parts: [names, "[OPTIONS]"])
    }

    /// What `--help` prints on the group's word, in a shell with the global options too.
    func help(in wording: Wording) -> String {
      var lines = ["The \(word) commands.", ""]
      lines += members.flatMap { $0.synopsis.usage(in: wording) }
      lines += ["", "Commands:"]
      lines += members.map(\.listLine)
      lines += ["", "Run \(wording.typed("\(word) COMMAND --help")) for a command's options."]
      if wording.frontEnd == .oneShot { lines += ["", CommandSpec.globalHelp] }
      return lines.joined(separator: "\n")
    }
  }

  /// The group `word` starts, if it is a group rather than a command.
  static func group(named word: String) -> Group? {
    guard !all.contains(where: { $0.words == [word] }) else { return nil }
    let members = all.filter { $0.words.count > 1 && $0.words[0] == word }
    return members.isEmpty ? nil : Group(word: word, members: members)
  }
}
