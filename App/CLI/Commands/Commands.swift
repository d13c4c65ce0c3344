/// Every command `shop` knows, as specs. The order here is the order of `shop --help`.
enum Commands {
  static let products = CommandSpec(
    words: ["products"],
    options: [
      .init(
        name: "--search", value: "TEXT",
        help: "Words in the name or description (any case or accents)"),
      .init(name: "--category", value: "NAME", help: "Only this category"),
      .init(name: "--sort", value: "name|price", help: "The order (default: name)"),
      .init(name: "--limit", value: "N", help: "Products per page, 1 to 100 (default: 20)"),
      .init(
        name: "--after", value: "SKU",
        help: "Continue after this SKU, as printed under the last page"),
    ],
    summary: "List the catalog, a page at a time."
  )

  static let product = CommandSpec(
    words: ["product"],
    arguments: ["SKU"],
    summary: "Show one product."
  )

  static let catalogSync = CommandSpec(
    words: ["catalog", "sync"],
    options: [
      .init(
        name: "--feed", value: "FILE", help: "A catalog feed in JSON (default: the bundled catalog)"
      )
    ],
    summary: "Add and update products from a feed."
  )

  static let cart = CommandSpec(
    words: ["cart"],
    summary: "Show the cart and its totals."
  )

  static let cartAdd = CommandSpec(
    words: ["cart", "add"],
    arguments: ["SKU"],
    options: [.init(name: "--quantity", value: "N", help: "How many to add (default: 1)")],
    summary: "Add a product to the cart."
  )

  static let cartSet = CommandSpec(
    words: ["cart", "set"], arguments: ["SKU", "N"],
    summary: "Set a quantity in the cart; 0 removes it."
  )

  static let cartRemove = CommandSpec(
    words: ["cart", "remove"], arguments: ["SKU"],
    summary: "Remove a product from the cart."
  )

  static let cartPromo = CommandSpec(
    words: ["cart", "promo"],
    arguments: ["[CODE]"],
    options: [.init(name: "--remove", value: nil, help: "Take the promotion code off the cart")],
    summary: "Apply a promotion code to the cart."
  )

  static let wishlist = CommandSpec(
    words: ["wishlist"],
    summary: "Show the products you saved for later."
  )

  static let wishlistAdd = CommandSpec(
    words: ["wishlist", "add"], arguments: ["SKU"],
    summary: "Save a product for later (sign in first)."
  )

  static let wishlistRemove = CommandSpec(
    words: ["wishlist", "remove"], arguments: ["SKU"],
    summary: "Take a product off your wishlist."
  )

  static let wishlistMove = CommandSpec(
    words: ["wishlist", "move"], arguments: ["SKU"],
    summary: "Move a saved product to the cart."
  )

  static let categories = CommandSpec(
    words: ["categories"],
    summary: "List the catalog's categories, to filter products by."
  )

  static let promotions = CommandSpec(
    words: ["promotions"],
    options: [
      .init(name: "--limit", value: "N", help: "Codes per page, 1 to 100 (default: 20)"),
      .init(
        name: "--after", value: "CODE",
        help: "Continue after this code, as printed under the last page"),
    ],
    summary: "List the promotion codes, with their terms and expiry."
  )

  static let checkout = CommandSpec(
    words: ["checkout"],
    summary: "Place an order for the cart (sign in first)."
  )

  static let orders = CommandSpec(
    words: ["orders"],
    options: [
      .init(
        name: "--after", value: "ID",
        help: "Continue after this order, as printed under the last page")
    ],
    summary: "List your orders, newest first."
  )

  static let order = CommandSpec(
    words: ["order"], arguments: ["ID"],
    summary: "Show one of your orders."
  )

  static let orderCancel = CommandSpec(
    words: ["order", "cancel"], arguments: ["ID"],
    summary: "Cancel an order that has not shipped."
  )

  static let signIn = CommandSpec(
    words: ["sign-in"], arguments: ["EMAIL"],
    summary: "Sign in by email; there is no password."
  )

  static let signOut = CommandSpec(
    words: ["sign-out"],
    summary: "Sign out; your cart is kept for next time."
  )

  static let whoami = CommandSpec(
    words: ["whoami"],
    summary: "Show who is signed in."
  )

  static let preview = CommandSpec(
    words: ["preview"],
    arguments: ["SCREEN"],
    summary: "Print one screen from canned data, like a UI preview."
  )

  static let completion = CommandSpec(
    words: ["completion"],
    arguments: ["bash|zsh|fish"],
    summary: "Print a script that teaches a shell to complete shop."
  )

  static let help = CommandSpec(
    words: ["help"],
    arguments: ["[COMMAND]", "[SUBCOMMAND]"],
    options: [.init(name: "--manual", value: nil, help: "Print the manual page (roff), shop.1")],
    summary: "Show help for a command."
  )

  static let all = [
    products, product, categories, promotions, cart, cartAdd, cartSet, cartRemove, cartPromo,
    wishlist, wishlistAdd,
    wishlistRemove, wishlistMove, checkout, orders, order, orderCancel, signIn, signOut, whoami,
    catalogSync, preview, completion, help,
  ]

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

extension Commands {
  /// A word that only starts other commands, such as `catalog` in `catalog sync`. It is not a
  /// command itself, but `shop catalog --help` and `shop help catalog` still answer, with the
  /// commands it starts.
  struct Group: Equatable {
    let word: String
    let members: [CommandSpec]

    /// How the group's commands are written after `shop`.
    var synopsis: String {
      members.count == 1
        ? members[0].synopsis
        : "\(word) \(members.map { $0.words[1] }.joined(separator: "|")) [OPTIONS]"
    }

    var help: String {
      var lines = ["The \(word) commands.", ""]
      lines += members.flatMap(\.wrappedUsage)
      lines += ["", "Commands:"]
      lines += members.map(\.listLine)
      lines += ["", "Run `shop \(word) COMMAND --help` for a command's options.", ""]
      lines.append(CommandSpec.globalHelp)
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
