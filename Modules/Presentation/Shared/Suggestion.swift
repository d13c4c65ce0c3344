/// What the person can do next, as data: a failure or an empty screen names the step that helps,
/// and each front end words it its own way. The command line prints the command to type
/// (`shop sign-in EMAIL` in a shell, `sign-in EMAIL` in the session); a graphical screen would
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
  /// Look at the list of orders.
  case viewOrders
  /// Look at the wishlist.
  case viewWishlist
  /// Save a product on the wishlist.
  case saveForLater

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
    case .viewOrders: "view_orders"
    case .viewWishlist: "view_wishlist"
    case .saveForLater: "save_for_later"
    }
  }
}

/// Encoded as its code alone, like `Failure.Kind`. The SKU of `removeFromCart` is the one the
/// failure's sentence is about.
extension Suggestion: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
