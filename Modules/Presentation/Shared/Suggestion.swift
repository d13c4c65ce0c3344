/// What the person can do next, as data: a failure or an empty screen names the step that helps,
/// and each front end words it its own way. The command line prints the command to type (the
/// sign-in's line, after `shop` in a shell and alone in the session); a graphical screen would
/// show a button. Presentation never writes the command itself, so no front end shows another's
/// words.
public enum Suggestion: Equatable, Sendable {
  /// Sign in: what was asked needs a customer.
  case signIn
  /// Search the catalog, to find a product and its SKU.
  case searchCatalog
  /// Fill an empty catalog from a feed.
  case syncCatalog
  /// Look at the cart and what changed in it.
  case viewCart
  /// Put a product in the cart.
  case addToCart
  /// Take the line of this SKU out of the cart.
  case removeFromCart(sku: String)
  /// Take the promotion code off the cart, or try another code.
  case removePromotion
  /// Check out: place an order for the cart.
  case checkOut
  /// Look at the order again, as it would be placed now, and confirm it if it is still wanted.
  case confirmAgain
  /// Look at the list of orders.
  case viewOrders
  /// Look at the wishlist.
  case viewWishlist
  /// Save a product on the wishlist.
  case saveForLater
  /// Wait for the database to be free, or reachable, and try again.
  case tryAgain
  /// Make room on the disk the database is on.
  case freeSpace
  /// Put back a copy of a damaged database.
  case restoreDatabase
  /// Get the right to read and write the database.
  case checkAccess
  /// Make the place the session token is kept writable (the reason names it).
  case checkTokenFolder

  /// One suggestion of each kind, `removeFromCart`'s with a sample SKU: what a front end's tests
  /// walk to hold that it words every one (`SuggestionTests` holds the list whole).
  public static let oneOfEach: [Suggestion] = [
    .signIn, .searchCatalog, .syncCatalog, .viewCart, .addToCart,
    .removeFromCart(sku: "DAI-001"), .removePromotion, .checkOut, .confirmAgain, .viewOrders,
    .viewWishlist, .saveForLater, .tryAgain, .freeSpace, .restoreDatabase, .checkAccess,
    .checkTokenFolder,
  ]

  /// A stable name for the step, for data output (`--json`): front ends and scripts match on
  /// it, so a code is never changed once shipped, only added.
  public var code: String {
    switch self {
    case .signIn: "sign_in"
    case .searchCatalog: "search_catalog"
    case .syncCatalog: "sync_catalog"
    case .viewCart: "view_cart"
    case .addToCart: "add_to_cart"
    case .removeFromCart: "remove_from_cart"
    case .removePromotion: "remove_promotion"
    case .checkOut: "check_out"
    case .confirmAgain: "confirm_again"
    case .viewOrders: "view_orders"
    case .viewWishlist: "view_wishlist"
    case .saveForLater: "save_for_later"
    case .tryAgain: "try_again"
    case .freeSpace: "free_space"
    case .restoreDatabase: "restore_database"
    case .checkAccess: "check_access"
    case .checkTokenFolder: "check_token_folder"
    }
  }
}
