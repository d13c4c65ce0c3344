import ShopDomain
import ShopPresentation

/// One thing `shop` was asked to do, parsed from the command line.
enum Command: Equatable {
  /// `shop products …`, and `shop` with no command.
  case products(CatalogSearch)
  /// `shop product SKU`
  case product(sku: String)
  /// `shop catalog sync [--feed FILE]`
  case catalogSync(feed: String?)
  /// `--help` on any command, or `shop help [COMMAND]`: the text to print.
  case help(String)
  /// `--version`
  case version
}
