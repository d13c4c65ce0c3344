/// Every port that keeps the shop's data, as one store implements them all: a database adapter
/// makes one `Storage` over its connection, the in-memory one over its dictionaries, and every
/// composition (the app, its scenarios, the tests) is built from one.
///
/// A new storage port is one more property here (and its line in the initializer); each adapter
/// then fills it in the one place it makes its `Storage`, and nothing between the adapters and
/// the use cases changes.
public struct Storage: Sendable {
  // Fields of a value, so `var`: a test swaps one port on its own copy, and no composition sees it.
  public var products: any ProductRepository
  public var promotions: any PromotionRepository
  /// The catalog sync's import, all or nothing, over the same products and promotions.
  public var catalogImporter: any CatalogImporter
  public var carts: any CartRepository
  public var orders: any OrderRepository
  public var sessions: any SessionRepository
  public var wishlists: any WishlistRepository
  /// Signing in records the customer in the same store the orders and carts refer to.
  public var authenticator: any Authenticator

  /// Written out because the initializer Swift would write is internal, and each adapter makes
  /// its `Storage` in a module of its own.
  public init(
    products: any ProductRepository, promotions: any PromotionRepository,
    catalogImporter: any CatalogImporter, carts: any CartRepository,
    orders: any OrderRepository, sessions: any SessionRepository,
    wishlists: any WishlistRepository, authenticator: any Authenticator
  ) {
    self.products = products
    self.promotions = promotions
    self.catalogImporter = catalogImporter
    self.carts = carts
    self.orders = orders
    self.sessions = sessions
    self.wishlists = wishlists
    self.authenticator = authenticator
  }
}
