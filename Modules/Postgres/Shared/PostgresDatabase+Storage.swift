import ShopDomain

extension PostgresDatabase {
  /// Every storage port on this database, all sharing its one connection: the one place the
  /// PostgreSQL adapter is assembled, for the app and the contract tests alike.
  public nonisolated var storage: Storage {
    Storage(
      products: PostgresProductRepository(database: self),
      promotions: PostgresPromotionRepository(database: self),
      catalogImporter: PostgresCatalogImporter(database: self),
      carts: PostgresCartRepository(database: self),
      orders: PostgresOrderRepository(database: self),
      sessions: PostgresSessionRepository(database: self),
      wishlists: PostgresWishlistRepository(database: self),
      authenticator: PostgresAuthenticator(database: self))
  }
}
