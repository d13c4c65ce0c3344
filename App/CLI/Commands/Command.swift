import ShopDomain
import ShopPresentation

/// One thing `shop` was asked to do, parsed from the command line. Each case names its command
/// by its words; its arguments and options are its spec's, in `CommandName`, written there alone.
enum Command: Equatable {
  /// `shop` with no command: the interactive session.
  case session
  /// `products`
  case products(CatalogSearch)
  /// `product`
  case product(sku: String)
  /// `catalog sync`: the file the app opens as the feed, and the intent the sync's Store is
  /// sent, which carries every value the sync itself is given.
  case catalogSync(feed: String?, CatalogSyncStore.Intent)
  /// `cart`, and its changes: `add`, `set`, `remove`, `promo`, `remove-promo`.
  case cart(CartStore.Intent)
  /// `wishlist`, and its changes: `add`, `remove`, `move`.
  case wishlist(WishlistStore.Intent)
  /// `checkout`: the cart placed at once (`placeOrder`), with no review first.
  case checkout(CheckoutStore.Intent)
  /// `categories`
  case categories
  /// `promotions`
  case promotions(PromotionListing)
  /// `orders`
  case orders(after: String?)
  /// `order`, `order cancel`
  case order(OrderDetailStore.Intent)
  /// `sign-in`, `sign-out`, `whoami`
  case account(AccountStore.Intent)
  /// `preview`: one screen from canned data.
  case preview(PreviewScreen)
  /// `--help` on any command, `help`, or `completion`: text to print,
  /// touching no database.
  case help(HelpTopic)
  /// `--version`
  case version
}

/// What a help line asks for. Each front end prints it in its own words (`text(in:)`): a shell's
/// usage starts with `shop` and lists the global options, a session's does neither, for the
/// session refuses those options at its prompt; a command the session leaves to the shell
/// (`InteractiveSession.commandLineOnly`) is helped as the shell writes it, even there.
enum HelpTopic: Equatable {
  /// Every command, one line each.
  case overview
  case command(CommandName)
  /// The commands one word starts, such as `catalog`.
  case group(CommandName.Group)
  /// Text printed the same on either front end: the manual, a completion script.
  case verbatim(String)

  func text(in wording: Wording) -> String {
    switch (self, wording.frontEnd) {
    case (.overview, .oneShot): CommandName.overview
    case (.overview, .session): InteractiveSession.help
    case (.command(let name), _):
      name.spec.help(in: InteractiveSession.commandLineOnly.contains(name) ? .oneShot : wording)
    case (.group(let group), _): group.help(in: wording)
    case (.verbatim(let text), _): text
    }
  }
}

extension Command {
  /// What `known` means, read from its parsed line: the intent its Store is sent, or what the
  /// app does itself. Beside `Command`'s cases, so a new command is its spec in `CommandName` and
  /// its reading here. One case for each command, and no `default`: a command whose reading is
  /// not written does not compile, where a `default` would have read it as another.
  static func read(_ known: CommandName, from parsed: ParsedOptions) throws(UsageError) -> Command {
    let spec = known.spec
    switch known {
    case .products:
      let search = CatalogSearch(
        text: parsed.values["--search"] ?? "", category: parsed.values["--category"],
        sort: try parsed.choice("--sort", spec: spec) ?? .name,
        limit: try parsed.number("--limit", spec: spec), after: parsed.values["--after"])
      return .products(search)
    case .product: return .product(sku: parsed.positionals[0])
    case .categories: return .categories
    case .promotions:
      let listing = PromotionListing(
        limit: try parsed.number("--limit", spec: spec), after: parsed.values["--after"])
      return .promotions(listing)
    case .cart: return .cart(.load)
    case .cartAdd:
      let quantity = try parsed.number("--quantity", spec: spec) ?? 1
      return .cart(.add(sku: parsed.positionals[0], quantity: quantity))
    case .cartSet:
      let quantity = try CommandLineParser.number(
        parsed.positionals[1], of: "N (the quantity)", spec: spec)
      return .cart(.set(sku: parsed.positionals[0], quantity: quantity))
    case .cartRemove: return .cart(.remove(sku: parsed.positionals[0]))
    case .cartPromo: return .cart(.applyPromotion(code: parsed.positionals[0]))
    case .cartRemovePromo: return .cart(.removePromotion)
    case .wishlist: return .wishlist(.load)
    case .wishlistAdd: return .wishlist(.save(sku: parsed.positionals[0]))
    case .wishlistRemove: return .wishlist(.remove(sku: parsed.positionals[0]))
    case .wishlistMove: return .wishlist(.moveToCart(sku: parsed.positionals[0]))
    case .checkout: return .checkout(.placeOrder)
    case .orders: return .orders(after: parsed.values["--after"])
    case .order: return .order(.show(id: parsed.positionals[0]))
    case .orderCancel: return .order(.cancel(id: parsed.positionals[0]))
    case .signIn: return .account(.signIn(email: parsed.positionals[0]))
    case .signOut: return .account(.signOut)
    case .whoami: return .account(.load)
    case .catalogSync: return try CommandLineParser.catalogSync(parsed, spec: spec)
    case .preview: return try CommandLineParser.preview(parsed.positionals[0], spec: spec)
    case .completion: return try CommandLineParser.completion(parsed.positionals[0], spec: spec)
    case .help: return try CommandLineParser.helpCommand(parsed, spec: spec)
    }
  }
}
