import ShopData
import ShopDomain

/// The implementations of Domain's ports for one run of `shop`, and the policies the shop runs
/// by. The composition root picks them (the SQLite database, or test doubles for a scenario) and
/// hands them to the use cases by initializer. Nothing else in the app knows which it got.
struct Dependencies: Sendable {
  let products: any ProductRepository
  let promotions: any PromotionRepository
  let carts: any CartRepository
  let orders: any OrderRepository
  let sessions: any SessionRepository
  let authenticator: any Authenticator
  let clock: any Clock
  let orderIDs: any OrderIDSource
  let shipping: ShippingPolicy
  /// The feed a new catalog is filled from.
  let bundledFeed: any CatalogFeed
  /// The feed `catalog sync --feed FILE` reads.
  let feedFile: @Sendable (String) -> any CatalogFeed

  /// Everything on the SQLite database.
  static func live(_ database: Database) -> Dependencies {
    Dependencies(
      products: SQLiteProductRepository(database: database),
      promotions: SQLitePromotionRepository(database: database),
      carts: SQLiteCartRepository(database: database),
      orders: SQLiteOrderRepository(database: database),
      sessions: SQLiteSessionRepository(database: database),
      authenticator: LocalAuthenticator(database: database),
      clock: SystemClock(),
      orderIDs: RandomOrderIDSource(),
      shipping: ShopPolicies.shipping,
      bundledFeed: JSONCatalogFeed.bundled,
      feedFile: { JSONCatalogFeed(path: $0) }
    )
  }
}
