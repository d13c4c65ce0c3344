import ShopDomain
import ShopPresentation

/// One thing `shop` was asked to do, parsed from the command line.
enum Command: Equatable {
  /// `shop` with no command: the interactive session.
  case session
  /// `shop products …`
  case products(CatalogSearch)
  /// `shop product SKU`
  case product(sku: String)
  /// `shop catalog sync [--feed FILE]`
  case catalogSync(feed: String?)
  /// `shop cart`, and its changes: `add`, `set`, `remove`, `promo`.
  case cart(CartStore.Intent)
  /// `shop wishlist`, and its changes: `add`, `remove`, `move`.
  case wishlist(WishlistStore.Intent)
  /// `shop checkout`: the cart placed at once (`placeOrder`), with no review first.
  case checkout(CheckoutStore.Intent)
  /// `shop categories`
  case categories
  /// `shop promotions [--limit N] [--after CODE]`
  case promotions(PromotionListing)
  /// `shop orders [--after ID]`
  case orders(after: String?)
  /// `shop order ID`, `shop order cancel ID`
  case order(OrderDetailStore.Intent)
  /// `shop sign-in EMAIL`, `shop sign-out`, `shop whoami`
  case account(AccountStore.Intent)
  /// `shop preview SCREEN`: one screen from canned data.
  case preview(PreviewScreen)
  /// `--help` on any command, `shop help [COMMAND]`, or `shop completion SHELL`: text to print
  /// as it is, touching no database.
  case help(String)
  /// `--version`
  case version
}
